import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../worker/owners/password.ts";
import { sha256Hex } from "../../worker/http/bytes.ts";
import { readOwnerSession } from "../../worker/owners/sessions.ts";
import { get } from "../support/fetch.ts";
import { describedBy, page as read, type Page } from "../support/page.ts";
import { fakeSiteverify, guardFields, ORIGIN, postForm, postStream, streamedBody } from "../support/forms.ts";
import { FORM_BODY_LIMIT } from "../../worker/forms/registry.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import {
  cookieFor,
  deliverMails,
  OTHER,
  OWNER,
  OWNER_PEPPER as PEPPER,
  ownersForEachTest,
  tokenOf,
} from "../support/owner-session.ts";

// The owner portal's login through the worker: sessions in a __Host- cookie stored hashed,
// the same message for an unknown account and a wrong password, the brute-force limits and
// their window, idle and absolute expiry, logout, the password reminder and its single-use link valid one hour.

const LOGIN = { en: "/en/login/", nl: "/nl/login/", fr: "/fr/login/" } as const;
const DASHBOARD = { en: "/en/my-properties/", nl: "/nl/mijn-panden/", fr: "/fr/mes-biens/" } as const;
const REMINDER = {
  en: "/en/forgot-password/",
  nl: "/nl/wachtwoord-vergeten/",
  fr: "/fr/mot-de-passe-oublie/",
} as const;
const RESET = { en: "/en/new-password/", nl: "/nl/nieuw-wachtwoord/", fr: "/fr/nouveau-mot-de-passe/" } as const;
const WRONG = {
  en: "The username or password are not correct.",
  nl: "De gebruikersnaam of het wachtwoord is niet correct.",
  fr: "Le nom d&#x27;utilisateur ou le mot de passe n&#x27;est pas correct.",
} as const;

const owners = ownersForEachTest();

function login(
  account: string,
  password: string,
  options: {
    lang?: keyof typeof LOGIN;
    ip?: string;
    query?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const path = `${LOGIN[options.lang ?? "en"]}${options.query ?? ""}`;
  const headers: Record<string, string> = {
    ...(options.ip ? { "CF-Connecting-IP": options.ip } : {}),
    ...(options.cookie ? { Cookie: options.cookie } : {}),
    ...options.headers,
  };
  return postForm(path, { account, password }, headers);
}

async function sessionRows(id = owners.ownerId) {
  return (
    await env.DB.prepare("SELECT * FROM owner_sessions WHERE owner_id = ?")
      .bind(id)
      .all<{ token_hash: string; created_at: string; last_seen_at: string }>()
  ).results;
}

async function insertSession(token: string, id: number, createdAt: Date, lastSeenAt: Date) {
  await env.DB.prepare(
    "INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
  )
    .bind(await sha256Hex(token), id, createdAt.toISOString(), lastSeenAt.toISOString())
    .run();
}

async function failuresAgo(account: string, client: string, count: number, minutesAgo: number) {
  for (let i = 0; i < count; i++) {
    await env.DB.prepare("INSERT INTO login_failures (account_key, client_key, failed_at) VALUES (?, ?, ?)")
      .bind(account, client, new Date(Date.now() - minutesAgo * 60_000 - i * 1000).toISOString())
      .run();
  }
}

/** The methods of the page's forms that post to this address. */
function formsOf(view: Page, action: string): (string | null)[] {
  return [...view.root.querySelectorAll("form")]
    .filter((form) => form.getAttribute("action") === action)
    .map((form) => form.getAttribute("method"));
}

/** Matches an accessible name that begins with this text (a label may add "required"). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The field is marked invalid and described (after any hint) by this message, in a paragraph of its own. */
function expectFieldError(view: Page, id: string, message: string) {
  const field = view.root.ownerDocument.getElementById(id)!;
  const error = view.root.ownerDocument.getElementById(`${id}-error`)!;
  expect(field.getAttribute("aria-invalid"), id).toBe("true");
  expect(field.getAttribute("aria-describedby")?.split(" "), id).toContain(`${id}-error`);
  expect(describedBy(field).endsWith(message), id).toBe(true);
  expect([error.tagName, error.textContent], id).toEqual(["P", message]);
}

describe("the login page", () => {
  it.each([
    ["en", "E-mail address or username", "Password", "Log in", "Forgot your password?"],
    ["nl", "E-mailadres of gebruikersnaam", "Wachtwoord", "Aanmelden", "Wachtwoord vergeten?"],
    ["fr", "Adresse e-mail ou nom d'utilisateur", "Mot de passe", "Se connecter", "Mot de passe oublié ?"],
  ] as const)(
    "is a plain form posting to itself, with labelled fields and the reminder link (%s)",
    async (lang, account, password, submit, forgotten) => {
      const response = await get(LOGIN[lang]);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain('data-owner-view="login"');
      const view = read(html);
      expect(formsOf(view, LOGIN[lang])).toEqual(["post"]);
      const accountField = view.field(startsWith(account));
      expect([accountField.id, accountField.type, accountField.getAttribute("autocomplete")]).toEqual([
        "owner-login-account",
        "text",
        "username",
      ]);
      const passwordField = view.field(startsWith(password));
      expect([passwordField.id, passwordField.type]).toEqual(["owner-login-password", "password"]);
      expect(view.getByRole("button", { name: submit }).getAttribute("type")).toBe("submit");
      expect(view.getByRole("link", { name: forgotten }).getAttribute("href")).toBe(REMINDER[lang]);
      // Owners look the page up by the agency's name: it is indexed and described (decision 041).
      expect(view.meta("robots")).toBeUndefined();
      expect(view.meta("description")?.length).toBeGreaterThanOrEqual(60);
    },
  );

  it("sends an owner who is still logged in straight to the dashboard", async () => {
    await insertSession("still-logged-in-token", owners.ownerId, new Date(), new Date());
    const response = await get(LOGIN.fr, { headers: { Cookie: cookieFor("still-logged-in-token") } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(DASHBOARD.fr);
  });
});

describe("a successful login", () => {
  it("sets a __Host- session cookie, keeps only its hash, and goes to the dashboard in the page's language", async () => {
    const response = await login(OWNER.email, OWNER.password, { lang: "nl" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(DASHBOARD.nl);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-owner_session=[A-Za-z0-9_-]{43}; Path=\/; Secure; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = tokenOf(response);
    const rows = await sessionRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(await sha256Hex(token));
    expect(rows[0]!.token_hash).not.toContain(token);
    // The dashboard's helper reads the session from the cookie.
    const session = await readOwnerSession(env.DB, cookieFor(token), new Date());
    expect(session).toMatchObject({ ownerId: owners.ownerId, name: OWNER.name, email: OWNER.email, language: "nl" });
  });

  it("accepts the username and the address in any case, with spaces around", async () => {
    expect((await login("APeeters", OWNER.password)).status).toBe(303);
    expect((await login("  An.Peeters@Example.be ", OWNER.password)).status).toBe(303);
  });

  it("gives a new token at every login, and replaces the session the browser had", async () => {
    const first = tokenOf(await login(OWNER.email, OWNER.password));
    const second = tokenOf(await login(OWNER.email, OWNER.password, { cookie: cookieFor(first) }));
    expect(second).not.toBe(first);
    expect((await sessionRows()).map((row) => row.token_hash)).toEqual([await sha256Hex(second)]);
  });

  it("queues a notice for the agency only: who logged in and when", async () => {
    expect((await login(OWNER.username, OWNER.password)).status).toBe(303);
    const lead = await env.DB.prepare("SELECT form, status, email, payload FROM leads").first<{
      form: string;
      status: string;
      email: string;
      payload: string;
    }>();
    expect(lead).toMatchObject({ form: "owner-login", status: "queued", email: OWNER.email });
    const mails = await deliverMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.recipient).toBe("info@lambermont-immo.be");
    expect(mail!.reply_to).toBe(OWNER.email);
    // The agency's default language (fr) and the time in Brussels.
    expect(mail!.text).toMatch(
      /^An Peeters \(an\.peeters@example\.be\) s'est connecté\(e\) au portail propriétaires le \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}\./u,
    );
    expect(mail!.subject).toContain("An Peeters (an.peeters@example.be)");
  });
});

describe("a refused login, which never says whether the account exists", () => {
  it("answers an unknown account and a wrong password with the same words and status", async () => {
    const unknown = await login("nobody@example.be", "whatever password");
    const wrong = await login(OWNER.email, "not the password");
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    const [unknownHtml, wrongHtml] = [await unknown.text(), await wrong.text()];
    for (const html of [unknownHtml, wrongHtml]) {
      expect(html).toContain(`role="alert" id="owner-login-problem">${WRONG.en}</p>`);
      expect(html).not.toContain("aria-invalid");
      expect(await sessionRows()).toHaveLength(0);
    }
    // The name typed comes back; the password never does, and takes the focus.
    expect(wrongHtml).toMatch(/id="owner-login-account"[^>]*value="an.peeters@example.be"/);
    expect(wrongHtml).toMatch(/id="owner-login-password"[^>]*autofocus=""/);
    expect(wrongHtml).not.toContain("not the password");
    expect(unknown.headers.get("Set-Cookie") ?? "").not.toContain("owner_session");
  });

  it.each(["nl", "fr"] as const)("says so in the page's language (%s)", async (lang) => {
    expect(await (await login(OWNER.email, "not the password", { lang })).text()).toContain(WRONG[lang]);
  });

  it.each([
    [
      "an empty form",
      "",
      "",
      { account: "Fill in your e-mail address or username.", password: "Fill in your password." },
    ],
    ["no password", OWNER.email, "", { password: "Fill in your password." }],
    [
      "a malformed address",
      "an.peeters@@example",
      "secret password",
      { account: "This is not a valid e-mail address or username." },
    ],
    [
      "a name with spaces",
      "an peeters",
      "secret password",
      { account: "This is not a valid e-mail address or username." },
    ],
  ])("refuses %s as invalid, with a message tied to each field", async (_case, account, password, messages) => {
    const response = await login(account, password);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Invalid e-mail address or password.");
    for (const [field, message] of Object.entries(messages)) {
      expectFieldError(read(html), `owner-login-${field}`, message);
      // Without a hint, the message is the field's whole description.
      expect(
        read(html).root.ownerDocument.getElementById(`owner-login-${field}`)!.getAttribute("aria-describedby"),
      ).toBe(`owner-login-${field}-error`);
    }
    // The first field to correct takes the focus.
    expect(html).toMatch(new RegExp(`id="owner-login-${Object.keys(messages)[0]}"[^>]*autofocus=""`));
    if (account) expect(html).toContain(`value="${account}"`);
    if (password) expect(html).not.toContain(password);
    // Nothing was looked up or counted.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM login_failures").first("n")).toBe(0);
  });

  it('answers "Login failed" (503, never a 500) when the database breaks', async () => {
    await env.DB.prepare("ALTER TABLE login_failures RENAME TO login_failures_away").run();
    try {
      const response = await login(OWNER.email, OWNER.password);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Login failed. Please try again in a moment.");
      expect(response.headers.get("Set-Cookie") ?? "").not.toContain("owner_session");
    } finally {
      await env.DB.prepare("ALTER TABLE login_failures_away RENAME TO login_failures").run();
    }
    expect(takeConsoleErrors().join("\n")).toContain("owner login failed");
  });

  it("refuses a post from another site with 403, without checking anything", async () => {
    const response = await login(OWNER.email, OWNER.password, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form was sent from another site");
    expect(await sessionRows()).toHaveLength(0);
  });
});

describe("the brute-force limits", () => {
  it("refuses a sixth attempt on one account within 15 minutes, even with the right password, from any client", async () => {
    for (let i = 0; i < 5; i++) expect((await login(OWNER.email, `wrong guess ${i}`)).status).toBe(422);
    const refused = await login(OWNER.email, OWNER.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^(89\d|900)$/);
    expect(await refused.text()).toContain(
      "Too many attempts. For your security, logging in is paused: try again in 15 minutes.",
    );
    expect(await sessionRows()).toHaveLength(0);
    // The same name in another case is the same account.
    expect((await login("AN.PEETERS@example.be", OWNER.password)).status).toBe(429);
    // Another account is not affected.
    expect((await login(OTHER.email, OTHER.password)).status).toBe(303);
  });

  it("holds under 20 parallel wrong attempts on one name: exactly 5 passwords are checked, none succeeds, the rest wait", async () => {
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(OWNER.email, `parallel guess ${i}`)),
    );
    const checks = derive.mock.calls.filter(([algorithm]) => (algorithm as { name?: string }).name === "PBKDF2").length;
    expect(checks).toBe(5);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await sessionRows()).toHaveLength(0);
    for (const response of responses.filter((r) => r.status === 429))
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Still locked afterwards, even with the right password.
    expect((await login(OWNER.email, OWNER.password)).status).toBe(429);
  });

  it("counts a name no account has the same way, so the limit reveals nothing", async () => {
    for (let i = 0; i < 5; i++) await login("ghost@example.be", `guess ${i}`);
    const response = await login("ghost@example.be", "guess 6");
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("try again in 15 minutes");
  });

  it("refuses a client after 20 failures within 15 minutes, whatever account it tries next", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 20; i++)
      expect((await login(`someone${i}@example.be`, "password guess", { ip })).status).toBe(422);
    const refused = await login(OWNER.email, OWNER.password, { ip, lang: "nl" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      "Te veel pogingen. Voor uw veiligheid is aanmelden tijdelijk geblokkeerd: probeer het over 15 minuten opnieuw.",
    );
    // Another client logs in to the same account.
    expect((await login(OWNER.email, OWNER.password, { ip: "198.51.100.8" })).status).toBe(303);
    // D1 holds a keyed hash of the address, never the address.
    const clients = (
      await env.DB.prepare("SELECT DISTINCT client_key FROM login_failures").all<{ client_key: string }>()
    ).results;
    expect(clients).toHaveLength(1);
    expect(clients[0]!.client_key).toMatch(/^[0-9a-f]{64}$/);
    expect(clients[0]!.client_key).not.toBe(await sha256Hex(ip));
  });

  it("lifts when the failures leave the 15-minute window, and says how long is left until then", async () => {
    const client = "irrelevant-client";
    await failuresAgo(OWNER.email, client, 5, 16);
    expect((await login(OWNER.email, OWNER.password)).status).toBe(303);

    await env.DB.prepare("DELETE FROM login_failures").run();
    await failuresAgo(OWNER.email, client, 5, 14);
    const refused = await login(OWNER.email, OWNER.password);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("try again in 1 minute.");
  });

  it("starts counting again for the account after a successful login", async () => {
    for (let i = 0; i < 4; i++) await login(OWNER.email, `wrong guess ${i}`);
    expect((await login(OWNER.email, OWNER.password)).status).toBe(303);
    for (let i = 0; i < 4; i++) await login(OWNER.email, `wrong again ${i}`);
    expect((await login(OWNER.email, OWNER.password)).status).toBe(303);
  });
});

describe("sessions", () => {
  const minutes = (n: number) => new Date(Date.now() - n * 60_000);

  it("end after 30 minutes without a request: the row is deleted", async () => {
    await insertSession("idle-token", owners.ownerId, minutes(40), minutes(31));
    expect(await readOwnerSession(env.DB, cookieFor("idle-token"), new Date())).toBeNull();
    expect(await sessionRows()).toHaveLength(0);
    // The login page shows the form again instead of sending the owner on.
    expect((await get(LOGIN.en, { headers: { Cookie: cookieFor("idle-token") } })).status).toBe(200);
  });

  it("end 12 hours after the login, however active", async () => {
    await insertSession("long-token", owners.ownerId, minutes(12 * 60 + 1), minutes(1));
    expect(await readOwnerSession(env.DB, cookieFor("long-token"), new Date())).toBeNull();
    expect(await sessionRows()).toHaveLength(0);
  });

  it("stay alive with each request, which counts as activity", async () => {
    await insertSession("live-token", owners.ownerId, minutes(11 * 60), minutes(29));
    const now = new Date();
    expect(await readOwnerSession(env.DB, `lang=nl; ${cookieFor("live-token")}`, now)).toMatchObject({
      ownerId: owners.ownerId,
      tokenHash: await sha256Hex("live-token"),
    });
    expect((await sessionRows())[0]!.last_seen_at).toBe(now.toISOString());
  });

  it("are not found from a token nobody was given", async () => {
    await insertSession("real-token", owners.ownerId, new Date(), new Date());
    expect(await readOwnerSession(env.DB, cookieFor("forged-token"), new Date())).toBeNull();
    expect(await readOwnerSession(env.DB, undefined, new Date())).toBeNull();
  });
});

describe("logout", () => {
  it("revokes the session, clears the cookie and says so on the login page", async () => {
    const token = tokenOf(await login(OWNER.email, OWNER.password));
    await insertSession("other-device", owners.ownerId, new Date(), new Date());
    const response = await postForm(LOGIN.en, { action: "logout" }, { Cookie: cookieFor(token) });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/login/?notice=loggedOut");
    expect(response.headers.get("Set-Cookie")).toBe(
      "__Host-owner_session=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0",
    );
    // Only this browser's session ends.
    expect((await sessionRows()).map((row) => row.token_hash)).toEqual([await sha256Hex("other-device")]);
    expect(await readOwnerSession(env.DB, cookieFor(token), new Date())).toBeNull();
    const page = await (await get(response.headers.get("Location")!)).text();
    expect(page).toContain('role="status">You are logged out. See you soon.</p>');
  });

  it("is refused from another site: the session stays", async () => {
    const token = tokenOf(await login(OWNER.email, OWNER.password));
    const response = await postForm(
      LOGIN.en,
      { action: "logout" },
      { Cookie: cookieFor(token), Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await sessionRows()).toHaveLength(1);
  });
});

describe("where a login leads (?next=)", () => {
  it("follows next to a page of the dashboard, in any language, and keeps it in the form", async () => {
    const page = await (await get(`${LOGIN.en}?next=${encodeURIComponent("/en/my-properties/1234/?page=2")}`)).text();
    expect(page).toContain('action="/en/login/?next=%2Fen%2Fmy-properties%2F1234%2F%3Fpage%3D2"');
    const response = await login(OWNER.email, OWNER.password, {
      query: `?next=${encodeURIComponent("/en/my-properties/1234/?page=2")}`,
    });
    expect(response.headers.get("Location")).toBe("/en/my-properties/1234/?page=2");
    const other = await login(OWNER.email, OWNER.password, { query: `?next=${encodeURIComponent("/fr/mes-biens/")}` });
    expect(other.headers.get("Location")).toBe("/fr/mes-biens/");
  });

  it.each([
    "//evil.example/en/my-properties/",
    "https://evil.example/en/my-properties/",
    "/\\evil.example/en/my-properties/",
    "/en/my-properties/../../contact/",
    "/en/contact/",
    "/%2F%2Fevil.example/",
    "javascript:alert(1)",
    "/en/my-properties/\n/evil",
  ])("ignores %j and goes to the dashboard", async (next) => {
    const response = await login(OWNER.email, OWNER.password, { query: `?next=${encodeURIComponent(next)}` });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(DASHBOARD.en);
    const page = await (await get(`${LOGIN.en}?next=${encodeURIComponent(next)}`)).text();
    expect(formsOf(read(page), "/en/login/")).toHaveLength(1);
  });
});

describe("the password reminder", () => {
  beforeEach(() => {
    fakeSiteverify();
  });

  async function resetLinkFrom(mails: Awaited<ReturnType<typeof deliverMails>>): Promise<string> {
    const link = /https:\/\/agency\.test(\/\w+\/[\w-]+\/\?token=[\w.-]+)/.exec(mails[0]?.text ?? "")?.[1];
    if (!link) throw new Error(`no reset link in ${mails[0]?.text}`);
    return link;
  }

  it("is a form with the site's captcha, posting to its own page", async () => {
    const response = await get(REMINDER.en);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('data-owner-view="reminder"');
    expect(formsOf(read(html), "/en/forgot-password/")).toEqual(["post"]);
    expect(html).toContain('for="owner-password-account"');
    expect(html).toContain('class="cf-turnstile"');
    expect(html).toContain('name="form_name" value="owner-password"');
  });

  it("mails the owner, in the owner's language, a link to choose a new password; the agency gets nothing", async () => {
    const response = await postForm(REMINDER.en, { ...guardFields(), account: "APEETERS" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/thank-you/password/");
    const mails = await deliverMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(OWNER.email);
    expect(mails[0]!.subject).toContain("Kies een nieuw wachtwoord");
    expect(mails[0]!.text).toContain("Beste An Peeters,");
    const link = await resetLinkFrom(mails);
    expect(link).toMatch(/^\/nl\/nieuw-wachtwoord\/\?token=\d+\.[\w-]{43}$/);
    expect(mails[0]!.html).toContain(`href="https://agency.test${link}"`);
    // D1 keeps the hash of the token, never the token.
    const token = new URL(link, ORIGIN).searchParams.get("token")!;
    const row = await env.DB.prepare(
      "SELECT token_hash, created_at, expires_at, used_at FROM password_resets WHERE owner_id = ?",
    )
      .bind(owners.ownerId)
      .first<{ token_hash: string; created_at: string; expires_at: string; used_at: string | null }>();
    expect(row!.token_hash).toBe(await sha256Hex(token));
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(60 * 60 * 1000);
    expect(row!.used_at).toBeNull();
  });

  it("for a name no account has: the same thank-you page, and no mail to anyone", async () => {
    const known = await postForm(REMINDER.fr, { ...guardFields(), account: OTHER.email });
    const unknown = await postForm(REMINDER.fr, { ...guardFields(), account: "stranger@example.be" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    const mails = await deliverMails();
    expect(mails.map((mail) => mail.recipient)).toEqual([OTHER.email]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM password_resets").first("n")).toBe(1);
  });

  it("sends at most three links an hour to one owner", async () => {
    for (let i = 0; i < 5; i++)
      expect((await postForm(REMINDER.en, { ...guardFields(), account: OWNER.email })).status).toBe(303);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM password_resets").first("n")).toBe(3);
    expect(await deliverMails()).toHaveLength(3);
  });

  it("refuses an empty name, a failed captcha and a post from another site", async () => {
    const empty = await postForm(REMINDER.en, { ...guardFields(), account: "" });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Fill in your e-mail address or username.");
    const captcha = fakeSiteverify();
    captcha.passes = false;
    const robot = await postForm(REMINDER.en, { ...guardFields(), account: OWNER.email });
    expect(robot.status).toBe(422);
    expect(await robot.text()).toContain("The entered characters are not valid");
    captcha.passes = true;
    expect(
      (await postForm(REMINDER.en, { ...guardFields(), account: OWNER.email }, { Origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM password_resets").first("n")).toBe(0);
  });

  describe("its link", () => {
    async function freshLink(): Promise<string> {
      await postForm(REMINDER.en, { ...guardFields(), account: OWNER.email });
      return resetLinkFrom(await deliverMails());
    }

    it("sets a new password once: the old one stops working, every session ends, and the link is spent", async () => {
      const link = await freshLink();
      const token = new URL(link, ORIGIN).searchParams.get("token")!;
      const page = await get(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-owner-view="reset"');
      expect(html).toContain(`name="token" value="${token}"`);
      expect(html).toContain('for="owner-reset-password"');
      expect(html).toContain('for="owner-reset-confirmation"');

      const sessionToken = tokenOf(await login(OWNER.email, OWNER.password));
      await insertSession("second-device", owners.ownerId, new Date(), new Date());
      const otherSession = tokenOf(await login(OTHER.email, OTHER.password));

      const changed = await postForm(
        RESET.nl,
        { token, password: "Nieuw en lang genoeg", confirmation: "Nieuw en lang genoeg" },
        { Cookie: cookieFor(sessionToken) },
      );
      expect(changed.status).toBe(303);
      expect(changed.headers.get("Location")).toBe("/nl/login/?notice=passwordChanged");
      expect(changed.headers.get("Set-Cookie")).toContain("Max-Age=0");
      expect(await sessionRows()).toHaveLength(0);
      expect(await sessionRows(owners.otherId)).toHaveLength(1);
      expect(await readOwnerSession(env.DB, cookieFor(otherSession), new Date())).not.toBeNull();
      const owner = await env.DB.prepare("SELECT password_hash, password_changed_at FROM owners WHERE id = ?")
        .bind(owners.ownerId)
        .first<{ password_hash: string; password_changed_at: string | null }>();
      expect(await verifyPassword("Nieuw en lang genoeg", owner!.password_hash, PEPPER)).toBe(true);
      expect(owner!.password_changed_at).not.toBeNull();
      expect(await (await get(changed.headers.get("Location")!)).text()).toContain(
        "Uw wachtwoord is gewijzigd. Meld u aan met uw nieuwe wachtwoord.",
      );

      expect((await login(OWNER.email, OWNER.password)).status).toBe(422);
      expect((await login(OWNER.email, "Nieuw en lang genoeg")).status).toBe(303);

      const again = await get(link);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain("Deze link werd al gebruikt: elke link werkt maar één keer.");
      const reused = await postForm(RESET.en, {
        token,
        password: "Nog een ander wachtwoord",
        confirmation: "Nog een ander wachtwoord",
      });
      expect(reused.status).toBe(410);
    });

    it("expires after one hour, with a way to ask a new one", async () => {
      const link = await freshLink();
      await env.DB.prepare("UPDATE password_resets SET expires_at = ?")
        .bind(new Date(Date.now() - 1000).toISOString())
        .run();
      const response = await get(link);
      expect(response.status).toBe(410);
      const html = await response.text();
      // The link is in the owner's language.
      expect(html).toContain("Deze link is verlopen: een link is één uur geldig.");
      expect(html).toContain(`href="${REMINDER.nl}"`);
      const token = new URL(link, ORIGIN).searchParams.get("token")!;
      expect(
        (
          await postForm(RESET.en, {
            token,
            password: "Lang genoeg wachtwoord",
            confirmation: "Lang genoeg wachtwoord",
          })
        ).status,
      ).toBe(410);
      expect((await login(OWNER.email, OWNER.password)).status).toBe(303);
    });

    it.each([
      ["no token", ""],
      ["garbage", "?token=abc"],
      ["a forged signature", "?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ])("answers %s with 400 and a clear page", async (_case, query) => {
      const response = await get(`${RESET.fr}${query}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Ce lien pour choisir un nouveau mot de passe n&#x27;est pas valide.");
    });

    it("refuses a tampered token even when its id exists", async () => {
      const link = await freshLink();
      const token = new URL(link, ORIGIN).searchParams.get("token")!;
      const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
      expect((await get(`${RESET.en}?token=${tampered}`)).status).toBe(400);
    });

    it.each([
      [
        "passwords that differ",
        "Lang genoeg wachtwoord",
        "Lang genoeg wachtwoorD",
        "confirmation",
        "The two passwords do not match.",
      ],
      ["a short password", "kort", "kort", "password", "Your password must be at least 10 characters long."],
      ["no confirmation", "Lang genoeg wachtwoord", "", "confirmation", "Type the new password a second time."],
      [
        "one of the most common passwords",
        "Qwertyuiop",
        "Qwertyuiop",
        "password",
        "This password is one of the most used passwords, so it is easy to guess. Choose another one.",
      ],
      [
        "a password with the e-mail's local part",
        "An.Peeters 1234",
        "An.Peeters 1234",
        "password",
        "Your password must not contain your e-mail address or your username.",
      ],
      [
        "a password with the username",
        "ik ben apeeters!",
        "ik ben apeeters!",
        "password",
        "Your password must not contain your e-mail address or your username.",
      ],
    ])("refuses %s (422) and keeps the link usable", async (_case, password, confirmation, field, message) => {
      const link = await freshLink();
      const token = new URL(link, ORIGIN).searchParams.get("token")!;
      const response = await postForm(RESET.en, { token, password, confirmation });
      expect(response.status).toBe(422);
      const html = await response.text();
      expectFieldError(read(html), `owner-reset-${field}`, message);
      expect(html).not.toContain(`value="${password}"`);
      expect((await get(link)).status).toBe(200);
    });

    it("refuses a post from another site", async () => {
      const link = await freshLink();
      const token = new URL(link, ORIGIN).searchParams.get("token")!;
      const response = await postForm(
        RESET.en,
        { token, password: "Lang genoeg wachtwoord", confirmation: "Lang genoeg wachtwoord" },
        { Origin: "https://evil.example" },
      );
      expect(response.status).toBe(403);
      expect((await get(link)).status).toBe(200);
    });
  });
});

describe("a streamed body over 1 MB without Content-Length", () => {
  it.each([
    [LOGIN.en, 422],
    [REMINDER.en, 413],
    [RESET.en, 400],
  ] as const)("is refused by %s with %i, having read no more than 1 MB of it", async (path, status) => {
    const { stream, meter } = streamedBody(`account=${OWNER.email}&password=`, 8 * FORM_BODY_LIMIT);
    const response = await postStream(path, stream);
    expect(response.status).toBe(status);
    if (status === 413) expect(await response.text()).toContain("What you sent is too large for this form");
    else await response.body?.cancel();
    expect(meter.pulled).toBeLessThan(FORM_BODY_LIMIT + 256 * 1024);
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("owner_session=");
    expect(await sessionRows()).toHaveLength(0);
  });
});
