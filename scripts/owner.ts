// npm run owner -- add|link|unlink|reset|reset-2fa|list|demo [options] [--remote] [--persist-to <dir>]
//
// The agency's tool for the owner portal (decision 035): creates owners, links them to the
// listings they may follow, resets passwords and second factors, and lists who sees what. Local D1 by default,
// production with --remote. Exit code 0 when done, 1 with a message on stderr when the input is
// wrong, an owner or listing is unknown, or wrangler fails. `npm run owner -- --help` explains.
import { parseArgs } from "node:util";
import {
  DEVELOPMENT_PEPPER,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../worker/owners/password.ts";
import { newPasswordProblem, type PasswordOwner } from "../worker/owners/password-rules.ts";
import { DEMO_OWNER, demoOwnerStatements } from "./owner-demo.ts";
import { D1Failure, type Database, type D1Target } from "./d1.ts";
import {
  checkEmail,
  checkLanguage,
  checkName,
  checkUsername,
  describeOwnerRef,
  generatePassword,
  parseListingId,
  parseOwnerRef,
  type OwnerLanguage,
  type OwnerRef,
} from "./owner-input.ts";
import {
  conflictingOwnersQuery,
  insertOwnerStatement,
  linkQuery,
  linkStatement,
  OWNER_LIST_QUERY,
  ownerQuery,
  resetPasswordStatements,
  resetTwoStepStatements,
  sqlText,
  twoStepQuery,
  unlinkStatement,
  type LinkRow,
  type OwnerListRow,
  type OwnerRow,
  type TwoStepRow,
} from "./owner-sql.ts";
import { wranglerContext, type ToolContext } from "./tool-context.ts";

const HELP = `npm run owner -- <command> [options]

Owners of the agency's properties log in at /{lang}/login/ and see the statistics of the listings
linked to them. Every command works on local D1 unless --remote is given.

Commands
  add    --email <e-mail> --name <name> [--username <name>] [--language nl|fr|en|de] [--password <p>]
         Creates an owner. Without --password a strong password is generated and shown once.
         --language is the language of the owner's mails (default nl).
  link   --owner <e-mail|username|id> --property <listing id>
         Lets the owner see a listing; the listing must be in the property cache (imported from the CRM).
  unlink --owner <e-mail|username|id> --property <listing id>
         Takes a listing away from the owner.
  reset  --owner <e-mail|username|id> [--password <p>]
         Sets a new password (generated and shown once without --password) and signs the owner out
         everywhere; password reminder links sent earlier stop working and a lockout is lifted.
  reset-2fa --owner <e-mail|username|id>
         Removes the owner's two-step verification and recovery codes (after checking who is asking,
         e.g. by phone) and signs the owner out everywhere; the owner gets a mail saying so. The owner
         then logs in with the password alone and may set it up again.
  list   Every owner with username, language, two-step verification, linked listings and the date of
         the last password change.
  demo   Seeds the demo owner into local D1 (npm start does this; README gives the credentials).

Where
  --persist-to <dir>  local D1 state kept elsewhere than .wrangler/state (as wrangler dev --persist-to)
  --remote            production D1. add and reset then need OWNER_PASSWORD_PEPPER in the environment,
                      the same value as the worker's secret (wrangler secret put OWNER_PASSWORD_PEPPER):
                        OWNER_PASSWORD_PEPPER='…' npm run owner -- reset --owner jan@example.be --remote

Passwords are ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Prefer the generated ones: a --password stays in the shell's history.

Examples
  npm run owner -- add --email jan.peeters@example.be --name "Jan Peeters" --language nl
  npm run owner -- link --owner jan.peeters@example.be --property 40131
  npm run owner -- reset --owner jan.peeters@example.be
  npm run owner -- reset-2fa --owner jan.peeters@example.be --remote
  npm run owner -- list --remote
`;

type OptionName = "email" | "name" | "username" | "language" | "password" | "owner" | "property";

const COMMANDS: Record<string, readonly OptionName[]> = {
  add: ["email", "name", "username", "language", "password"],
  link: ["owner", "property"],
  unlink: ["owner", "property"],
  reset: ["owner", "password"],
  "reset-2fa": ["owner"],
  list: [],
  demo: [],
};

/** A problem with what the agency asked for: shown as is, exit code 1. */
class Refusal extends Error {}

function refuse(message: string): never {
  throw new Refusal(message);
}

/** The tool's words for the site's password rules (password-rules.ts), whose messages are the site's. */
const PASSWORD_REFUSALS: Record<string, string> = {
  "owners.auth.password.common":
    "--password: is one of the 100,000 most common passwords; choose another (or leave --password out)",
  "owners.auth.password.personal": "--password: contains the owner's e-mail address or username",
};

async function checkedPassword(
  given: string | undefined,
  owner: PasswordOwner,
): Promise<{ password: string; generated: boolean }> {
  if (given === undefined) return { password: generatePassword(), generated: true };
  const problem = await newPasswordProblem(given, owner);
  if (problem)
    refuse(
      PASSWORD_REFUSALS[problem] ??
        `--password: must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not only spaces`,
    );
  return { password: given, generated: false };
}

/** One run of the tool: the database it works on, where that is, and its context's environment and terminal. */
interface Run {
  db: Database;
  target: D1Target;
  ctx: ToolContext;
}

/** The pepper the worker hashes with: production's secret with --remote, else the development one. */
function pepperForTarget({ target, ctx }: Run): string {
  if (!target.remote) return DEVELOPMENT_PEPPER;
  const secret = ctx.env.OWNER_PASSWORD_PEPPER;
  if (!secret?.trim()) {
    refuse(
      "--remote needs OWNER_PASSWORD_PEPPER in the environment, set to the worker's secret of that name " +
        "(wrangler secret put OWNER_PASSWORD_PEPPER). A password hashed with another pepper can never be used to log in.",
    );
  }
  return secret;
}

function showPassword({ ctx }: Run, password: string): void {
  ctx.out(`  password: ${password}`);
  ctx.out("  (shown once: pass it on to the owner through a safe channel; it cannot be read back)");
}

const who = (owner: Pick<OwnerRow, "id" | "name" | "email">) => `${owner.name} <${owner.email}> (#${owner.id})`;

async function findOwner({ db }: Run, ref: OwnerRef): Promise<OwnerRow> {
  return (
    (await db.query<OwnerRow>(ownerQuery(ref)))[0] ??
    refuse(`no owner with ${describeOwnerRef(ref)} (npm run owner -- list shows them)`)
  );
}

function ownerRefOption(text: string | undefined): OwnerRef {
  const ref = parseOwnerRef(text);
  return "problem" in ref ? refuse(ref.problem) : ref;
}

async function add(run: Run, options: Partial<Record<OptionName, string>>): Promise<void> {
  const email = checkEmail(options.email);
  const name = checkName(options.name);
  const username = options.username === undefined ? undefined : checkUsername(options.username);
  const language = checkLanguage(options.language ?? "nl");
  const problems = [email, name, username, language].flatMap((checked) =>
    checked && "problem" in checked ? [checked.problem] : [],
  );
  if (problems.length > 0) refuse(problems.join("\n"));
  const owner = {
    email: (email as { email: string }).email,
    name: (name as { name: string }).name,
    username: (username as { username: string } | undefined)?.username,
    language: (language as { language: OwnerLanguage }).language,
  };
  const { password, generated } = await checkedPassword(options.password, owner);
  const pepper = pepperForTarget(run);

  const describeConflicts = (rows: Pick<OwnerRow, "id" | "email" | "username">[]) =>
    rows.map((row) =>
      row.email === owner.email
        ? `an owner with e-mail ${owner.email} already exists (#${row.id})`
        : `the username ${owner.username} is already taken by ${row.email} (#${row.id})`,
    );
  const conflicts = await run.db.query<Pick<OwnerRow, "id" | "email" | "username">>(
    conflictingOwnersQuery(owner.email, owner.username),
  );
  if (conflicts.length > 0) refuse(describeConflicts(conflicts).join("\n"));

  const passwordHash = await hashPassword(password, pepper);
  try {
    await run.db.execute([insertOwnerStatement({ ...owner, passwordHash }, new Date())]);
  } catch (error) {
    // Someone else added the same owner between the check and the insert.
    if (error instanceof D1Failure && /UNIQUE constraint failed/.test(error.message)) {
      refuse(
        describeConflicts(await run.db.query(conflictingOwnersQuery(owner.email, owner.username))).join("\n") ||
          error.message,
      );
    }
    throw error;
  }
  const added = await findOwner(run, { by: "email", email: owner.email });
  run.ctx.out(
    `owner: added ${who(added)}${owner.username ? `, username ${owner.username}` : ""}, mails in ${owner.language}`,
  );
  if (generated) showPassword(run, password);
  run.ctx.out(
    `  next: npm run owner -- link --owner ${owner.email} --property <listing id>${run.target.remote ? " --remote" : ""}`,
  );
}

function describeListing(
  row: Pick<LinkRow, "listing_record_file" | "listing_name" | "listing_goal" | "listing_status">,
): string {
  if (row.listing_name === null) return "not in the property cache";
  const goal = row.listing_goal === 1 ? "for rent" : "for sale";
  return [
    row.listing_record_file ? `ref ${row.listing_record_file}` : "",
    row.listing_name,
    `${goal}, ${row.listing_status}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

async function linkTarget(
  { db }: Run,
  options: Partial<Record<OptionName, string>>,
): Promise<{ link: LinkRow; listingId: number }> {
  const ref = ownerRefOption(options.owner);
  const listing = parseListingId(options.property);
  if ("problem" in listing) refuse(listing.problem);
  const link =
    (await db.query<LinkRow>(linkQuery(ref, listing.listingId)))[0] ??
    refuse(`no owner with ${describeOwnerRef(ref)} (npm run owner -- list shows them)`);
  return { link, listingId: listing.listingId };
}

async function link(run: Run, options: Partial<Record<OptionName, string>>): Promise<void> {
  const { link, listingId } = await linkTarget(run, options);
  if (!link.cached) {
    refuse(
      `listing ${listingId} is not in the property cache: check the CRM id, or import the CRM feed first (npm run import)`,
    );
  }
  if (link.linked) {
    run.ctx.out(`owner: listing ${listingId} (${describeListing(link)}) was already linked to ${who(link)}`);
    return;
  }
  await run.db.execute([linkStatement(link.id, listingId, new Date())]);
  run.ctx.out(`owner: linked listing ${listingId} (${describeListing(link)}) to ${who(link)}`);
}

async function unlink(run: Run, options: Partial<Record<OptionName, string>>): Promise<void> {
  const { link, listingId } = await linkTarget(run, options);
  // A listing that left the cache can still be unlinked: only the link must exist.
  if (!link.linked) refuse(`listing ${listingId} is not linked to ${who(link)}`);
  await run.db.execute([unlinkStatement(link.id, listingId)]);
  run.ctx.out(`owner: unlinked listing ${listingId} from ${who(link)}`);
}

async function reset(run: Run, options: Partial<Record<OptionName, string>>): Promise<void> {
  const ref = ownerRefOption(options.owner);
  const pepper = pepperForTarget(run);
  const owner = await findOwner(run, ref);
  const { password, generated } = await checkedPassword(options.password, owner);
  await run.db.execute(resetPasswordStatements(owner.id, await hashPassword(password, pepper), new Date()));
  const sessions = owner.sessions === 1 ? "1 session" : `${owner.sessions} sessions`;
  run.ctx.out(`owner: new password for ${who(owner)}; ${sessions} signed out`);
  if (generated) showPassword(run, password);
}

async function resetTwoStep(run: Run, options: Partial<Record<OptionName, string>>): Promise<void> {
  const ref = ownerRefOption(options.owner);
  const owner =
    (await run.db.query<TwoStepRow>(twoStepQuery(ref)))[0] ??
    refuse(`no owner with ${describeOwnerRef(ref)} (npm run owner -- list shows them)`);
  if (!owner.two_step) {
    run.ctx.out(`owner: ${who(owner)} has no two-step verification; nothing changed`);
    return;
  }
  await run.db.execute(resetTwoStepStatements(owner, new Date(), crypto.randomUUID()));
  const sessions = owner.sessions === 1 ? "1 session" : `${owner.sessions} sessions`;
  run.ctx.out(`owner: two-step verification removed for ${who(owner)}, recovery codes deleted; ${sessions} signed out`);
  run.ctx.out("  the owner is mailed about it with the next scheduled run (within 40 minutes)");
}

const brusselsTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Brussels",
});

/** The owners as `list` prints them, one block per owner. */
function formatOwnerList(rows: OwnerListRow[]): string {
  if (rows.length === 0) return "No owners yet: npm run owner -- add --email <e-mail> --name <name>";
  const blocks: string[] = [];
  let current: number | undefined;
  for (const row of rows) {
    if (row.id !== current) {
      current = row.id;
      const changed = row.password_changed_at ? brusselsTime.format(new Date(row.password_changed_at)) : "never set";
      blocks.push(`#${row.id} ${row.name} <${row.email}>`);
      blocks.push(
        `  username: ${row.username ?? "(none)"} · language: ${row.language} · two-step: ${row.two_step ? "on" : "off"} · password changed: ${changed}`,
      );
      if (row.listing_id === null) blocks.push("  no linked listings");
    }
    if (row.listing_id !== null) blocks.push(`  listing ${row.listing_id}: ${describeListing(row)}`);
  }
  return blocks.join("\n");
}

async function list({ db, ctx }: Run): Promise<void> {
  ctx.out(formatOwnerList(await db.query<OwnerListRow>(OWNER_LIST_QUERY)));
}

async function demo({ db, target, ctx }: Run): Promise<void> {
  if (target.remote) refuse("demo seeds local D1 only; production owners are added with add");
  const passwordHash = await hashPassword(DEMO_OWNER.password, DEVELOPMENT_PEPPER);
  await db.execute(demoOwnerStatements(passwordHash, new Date()));
  const linked =
    (
      await db.query<{ n: number }>(
        `SELECT COUNT(*) AS n FROM owner_properties p JOIN owners o ON o.id = p.owner_id WHERE o.email = ${sqlText(DEMO_OWNER.email)} AND p.listing_id IN (SELECT id FROM listings)`,
      )
    )[0]?.n ?? 0;
  if (linked < DEMO_OWNER.listings.length) {
    ctx.err(
      `owner: warning: only ${linked} of the demo owner's ${DEMO_OWNER.listings.length} listings are in the property cache (import migrations/seed/feed.json)`,
    );
  }
  ctx.out(
    `owner: demo owner ${DEMO_OWNER.email} / ${DEMO_OWNER.password} with listings ${DEMO_OWNER.listings.join(", ")}`,
  );
}

async function main(argv: string[], ctx: ToolContext): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      username: { type: "string" },
      language: { type: "string" },
      password: { type: "string" },
      owner: { type: "string" },
      property: { type: "string" },
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const command = positionals[0];
  if (values.help || command === "help") {
    ctx.out(HELP);
    return;
  }
  if (!command || !(command in COMMANDS) || positionals.length > 1) {
    refuse(
      `${command ? `unknown command "${positionals.join(" ")}"` : "no command given"}: add, link, unlink, reset, reset-2fa, list or demo (npm run owner -- --help)`,
    );
  }
  const allowed = COMMANDS[command]!;
  const stray = (Object.keys(values) as string[]).filter(
    (key) => !["remote", "persist-to", "help", ...allowed].includes(key),
  );
  if (stray.length > 0)
    refuse(`${command} takes no ${stray.map((key) => `--${key}`).join(", ")} (npm run owner -- --help)`);
  if (values.remote && values["persist-to"]) refuse("--persist-to is for local D1; it cannot go with --remote");

  const target: D1Target = { remote: values.remote, persistTo: values["persist-to"] };
  const run: Run = { db: ctx.database(target), target, ctx };
  const options = values as Partial<Record<OptionName, string>>;
  if (command === "add") await add(run, options);
  else if (command === "link") await link(run, options);
  else if (command === "unlink") await unlink(run, options);
  else if (command === "reset") await reset(run, options);
  else if (command === "reset-2fa") await resetTwoStep(run, options);
  else if (command === "list") await list(run);
  else await demo(run);
}

/** Runs the tool on `argv` (the words after `npm run owner --`); the exit code: 0 done, 1 refused. */
export async function runOwner(argv: string[], ctx: ToolContext): Promise<number> {
  try {
    await main(argv, ctx);
    return 0;
  } catch (error) {
    if (error instanceof Refusal || error instanceof D1Failure) {
      for (const line of error.message.split("\n")) ctx.err(`owner: ${line}`);
      return 1;
    }
    // parseArgs explains unknown or incomplete options in its own words.
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      ctx.err(`owner: ${error.message} (npm run owner -- --help)`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.main) {
  const status = await runOwner(process.argv.slice(2), wranglerContext);
  if (status !== 0) process.exit(status);
}
