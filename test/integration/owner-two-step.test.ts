import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "../../worker/owners/second-factor.ts";
import { hashPassword } from "../../worker/owners/password.ts";
import { completePasswordReset } from "../../worker/owners/resets.ts";
import { readOwnerSession } from "../../worker/owners/sessions.ts";
import { pendingLoginToken } from "../../worker/owners/pending-login.ts";
import { findOwnerById } from "../../worker/owners/auth-accounts.ts";
import { base32Decode, hotp, timeStep } from "../../worker/owners/totp.ts";
import { recoveryCodeHash } from "../../worker/owners/recovery-codes.ts";
import { resetTwoStepStatements } from "../../scripts/owner-sql.ts";
import { get } from "../support/fetch.ts";
import { postForm } from "../support/forms.ts";
import { page as read } from "../support/page.ts";
import {
  cookieFor,
  deliverMails,
  OWNER as AN,
  OWNER_PEPPER,
  ownersForEachTest,
  tokenOf,
} from "../support/owner-session.ts";

// Two-step verification of the owner portal through the worker (decision 048): setting it up
// with a QR code and a first code, recovery codes shown once, the login's second step with the
// app's code or a recovery code (each accepted once, wrong ones counted against the lockout),
// turning it off and new recovery codes, each mailed to the owner.

/** An reads English here, so the mails below are in English. */
const OWNER = { ...AN, language: "en" };
const PAGE = "/en/two-step-verification/";
const LOGIN = "/en/login/";

const owners = ownersForEachTest(OWNER);

async function logIn(): Promise<string> {
  return cookieFor(tokenOf(await postForm(LOGIN, { account: OWNER.email, password: OWNER.password })));
}

/** The code the app shows for `secret` at `step` steps from now. */
async function appCode(secret: Uint8Array<ArrayBuffer>, step = 0): Promise<string> {
  return hotp(secret, timeStep(new Date()) + step);
}

/** The recovery codes a page shows. */
const codesShown = (html: string) =>
  read(html)
    .getAllByRole("listitem")
    .filter((item) => item.childElementCount === 1 && item.firstElementChild!.tagName === "CODE")
    .map((item) => item.textContent!)
    .filter((text) => /^[0-9a-z-]{29}$/.test(text));

/** Starts the set-up as the owner does on the page; returns the secret the page shows. */
async function startSetUp(cookie: string): Promise<Uint8Array<ArrayBuffer>> {
  expect((await postForm(PAGE, { action: "start" }, { Cookie: cookie })).status).toBe(303);
  const html = await (await get(PAGE, { headers: { Cookie: cookie } })).text();
  return base32Decode(/<code data-secret="">([A-Z2-7 ]+)<\/code>/.exec(html)![1]!)!;
}

/** Sets up two-step verification as the owner does on the page; returns the secret, the recovery codes and the renewed cookie. */
async function enrol(cookie: string): Promise<{ secret: Uint8Array<ArrayBuffer>; codes: string[]; cookie: string }> {
  const secret = await startSetUp(cookie);
  const response = await postForm(
    PAGE,
    { action: "confirm", password: OWNER.password, code: await appCode(secret) },
    { Cookie: cookie },
  );
  expect(response.status).toBe(200);
  return { secret, codes: codesShown(await response.text()), cookie: cookieFor(tokenOf(response)) };
}

/** A six-digit code the app shows at no step near now, the `n`-th of them. */
async function wrongCode(secret: Uint8Array<ArrayBuffer>, n: number): Promise<string> {
  const valid = await Promise.all([-1, 0, 1].map((step) => appCode(secret, step)));
  const candidates = Array.from({ length: n + 4 }, (_, i) => String(i).padStart(6, "0")).filter(
    (code) => !valid.includes(code),
  );
  return candidates[n]!;
}

/** The first step of a login for an owner with two-step verification: the code form's hidden fields. */
async function passwordStep(
  name = OWNER.email,
): Promise<{ pending: string; account: string; html: string; response: Response }> {
  const response = await postForm(LOGIN, { account: name, password: OWNER.password });
  const html = await response.text();
  const pending = /name="pending" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const account = /name="account" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { pending, account, html, response };
}

const codeStep = (pending: string, account: string, code: string) => postForm(LOGIN, { pending, account, code });

describe("setting up two-step verification", () => {
  it("shows a QR code and the key as text, and turns on only with the password and a right code", async () => {
    const cookie = await logIn();
    const off = await (await get(PAGE, { headers: { Cookie: cookie } })).text();
    expect(off).toContain("Two-step verification is off.");
    expect(off).toContain(">Set up two-step verification</button>");

    await postForm(PAGE, { action: "start" }, { Cookie: cookie });
    const html = await (await get(PAGE, { headers: { Cookie: cookie } })).text();
    const qr = read(html).getByRole("img", {
      name: "QR code for your authenticator app: Lambermont Real Estate, an.peeters@example.be",
    });
    expect([qr.tagName.toLowerCase(), qr.getAttribute("class")]).toEqual(["svg", "owner-qr"]);
    const key = /<code data-secret="">([A-Z2-7 ]+)<\/code>/.exec(html)![1]!;
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = base32Decode(key)!;
    expect(secret).toHaveLength(20);
    // Reloading shows the same key: the app may already have it.
    expect(await (await get(PAGE, { headers: { Cookie: cookie } })).text()).toContain(key);

    const wrongCode = await postForm(
      PAGE,
      {
        action: "confirm",
        password: OWNER.password,
        code: (Number(await appCode(secret)) + 1).toString().padStart(6, "0").slice(-6),
      },
      { Cookie: cookie },
    );
    expect(wrongCode.status).toBe(422);
    expect(await wrongCode.text()).toContain(
      "This code is not correct or has already been used. Enter the code the app shows now.",
    );
    const wrongPassword = await postForm(
      PAGE,
      { action: "confirm", password: "not mine", code: await appCode(secret) },
      { Cookie: cookie },
    );
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.text()).toContain("This is not your password.");
    expect(
      await env.DB.prepare("SELECT totp_secret FROM owners WHERE id = ?").bind(owners.ownerId).first("totp_secret"),
    ).toBeNull();

    const done = await postForm(
      PAGE,
      { action: "confirm", password: OWNER.password, code: await appCode(secret) },
      { Cookie: cookie },
    );
    expect(done.status).toBe(200);
    const page = await done.text();
    expect(page).toContain('role="status">Two-step verification is on. Your other sessions have ended.</p>');
    const codes = codesShown(page);
    expect(codes).toHaveLength(10);
    expect(page).toContain("they are shown only now");

    // Stored sealed: neither the key nor the codes are in D1 as such.
    const row = await env.DB.prepare("SELECT totp_secret, totp_pending_secret FROM owners WHERE id = ?")
      .bind(owners.ownerId)
      .first<{ totp_secret: string; totp_pending_secret: string | null }>();
    expect(row!.totp_secret).toMatch(/^aes-gcm\$/);
    expect(row!.totp_secret).not.toContain(key.replace(/ /g, ""));
    expect(row!.totp_pending_secret).toBeNull();
    const hashes = (
      await env.DB.prepare("SELECT code_hash FROM owner_recovery_codes WHERE owner_id = ?")
        .bind(owners.ownerId)
        .all<{ code_hash: string }>()
    ).results;
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.join()).not.toContain(code_hash.slice(0, 8));

    // The page now says it is on, and the owner got a mail.
    const on = await (await get(PAGE, { headers: { Cookie: cookieFor(tokenOf(done)) } })).text();
    expect(on).toMatch(/Two-step verification is on since /);
    expect(on).toContain("Unused recovery codes: 10");
    const mails = await deliverMails();
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toContainEqual([
      OWNER.email,
      "Two-step verification is on – Lambermont Real Estate",
    ]);
  });

  it("ends the owner's other sessions and goes on with a new token", async () => {
    const other = await logIn();
    const cookie = await logIn();
    const { cookie: renewed } = await enrol(cookie);
    expect(await readOwnerSession(env.DB, other, new Date())).toBeNull();
    expect(await readOwnerSession(env.DB, cookie, new Date())).toBeNull();
    expect(await readOwnerSession(env.DB, renewed, new Date())).toMatchObject({ ownerId: owners.ownerId });
  });

  it("confirmed twice at once (a double click): turns on once, and the answer that shows the codes keeps its codes and its session", async () => {
    const cookie = await logIn();
    const code = await appCode(await startSetUp(cookie));
    const answers = await Promise.all(
      [1, 2].map(() => postForm(PAGE, { action: "confirm", password: OWNER.password, code }, { Cookie: cookie })),
    );
    const shown = answers.filter((answer) => answer.status === 200);
    expect(shown).toHaveLength(1);
    const other = answers.find((answer) => answer !== shown[0])!;
    // The other click changed nothing: it leads back to the page as it is now.
    expect(other.status).toBe(303);
    expect(other.headers.get("Location")).toBe(PAGE);
    expect(other.headers.get("Set-Cookie")).toBeNull();

    const codes = codesShown(await shown[0]!.text());
    expect(codes).toHaveLength(10);
    const stored = (
      await env.DB.prepare("SELECT code_hash FROM owner_recovery_codes WHERE owner_id = ?")
        .bind(owners.ownerId)
        .all<{ code_hash: string }>()
    ).results.map((row) => row.code_hash);
    expect(stored.sort()).toEqual((await Promise.all(codes.map(recoveryCodeHash))).sort());
    expect(
      await env.DB.prepare("SELECT totp_secret FROM owners WHERE id = ?").bind(owners.ownerId).first("totp_secret"),
    ).not.toBeNull();
    const renewed = cookieFor(tokenOf(shown[0]!));
    expect(await readOwnerSession(env.DB, renewed, new Date())).toMatchObject({ ownerId: owners.ownerId });
    expect(await (await get(PAGE, { headers: { Cookie: renewed } })).text()).toContain("Unused recovery codes: 10");
  });

  it("can be cancelled before it is confirmed", async () => {
    const cookie = await logIn();
    await postForm(PAGE, { action: "start" }, { Cookie: cookie });
    const cancelled = await postForm(PAGE, { action: "cancel" }, { Cookie: cookie });
    expect(cancelled.headers.get("Location")).toBe(`${PAGE}?notice=cancelled`);
    expect(await (await get(PAGE, { headers: { Cookie: cookie } })).text()).toContain("Two-step verification is off.");
  });
});

describe("logging in with two-step verification", () => {
  it("asks for the code after the password, without a session until the code is right", async () => {
    const { secret } = await enrol(await logIn());
    const { pending, account, html, response } = await passwordStep();
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("owner_session");
    expect(html).toContain('data-owner-view="loginCode"');
    expect(html).toContain(">Code from your app, or a recovery code");
    expect(html).toMatch(/autoComplete="one-time-code"|autocomplete="one-time-code"/i);
    expect(pending).toMatch(/^\d+\.\d+\.[\w-]{43}$/);

    const wrong = await codeStep(pending, account, "000000" === (await appCode(secret)) ? "111111" : "000000");
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("This code is not correct or has already been used.");

    const right = await codeStep(pending, account, await appCode(secret, 1));
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/en/my-properties/");
    expect(await readOwnerSession(env.DB, cookieFor(tokenOf(right)), new Date())).toMatchObject({
      ownerId: owners.ownerId,
    });
  });

  it("accepts a code once: the same code, or an earlier one, does not log in again", async () => {
    const { secret } = await enrol(await logIn());
    const code = await appCode(secret, 1);
    const first = await passwordStep();
    expect((await codeStep(first.pending, first.account, code)).status).toBe(303);
    const second = await passwordStep();
    expect((await codeStep(second.pending, second.account, code)).status).toBe(422);
    expect((await codeStep(second.pending, second.account, await appCode(secret))).status).toBe(422);
  });

  it("accepts each recovery code once, in any case and with spaces", async () => {
    const { codes } = await enrol(await logIn());
    const first = await passwordStep();
    const typed = ` ${codes[3]!.toUpperCase().replace(/-/g, " ")} `;
    expect((await codeStep(first.pending, first.account, typed)).status).toBe(303);
    const second = await passwordStep();
    expect((await codeStep(second.pending, second.account, codes[3]!)).status).toBe(422);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_recovery_codes WHERE owner_id = ? AND used_at IS NULL")
        .bind(owners.ownerId)
        .first("n"),
    ).toBe(9);
  });

  it("spends the waiting login with the session it gives: another code with the same token starts over", async () => {
    const { secret, codes } = await enrol(await logIn());
    const first = await passwordStep();
    expect((await codeStep(first.pending, first.account, codes[0]!)).status).toBe(303);
    const again = await codeStep(first.pending, first.account, await appCode(secret, 1));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('data-owner-view="login"');

    const second = await passwordStep();
    expect((await codeStep(second.pending, second.account, await appCode(secret, 1))).status).toBe(303);
    expect((await codeStep(second.pending, second.account, codes[1]!)).status).toBe(400);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_recovery_codes WHERE owner_id = ? AND used_at IS NULL")
        .bind(owners.ownerId)
        .first("n"),
    ).toBe(9);
  });

  it("gives one session for one waiting login, even to two codes posted at once", async () => {
    const { codes } = await enrol(await logIn());
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = ?")
      .bind(owners.ownerId)
      .first<number>("n");
    const { pending, account } = await passwordStep();
    const answers = await Promise.all([codes[0]!, codes[1]!].map((code) => codeStep(pending, account, code)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 303)).toEqual([
      expect.toSatisfy((status: number) => status === 400 || status === 422),
    ]);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = ?")
        .bind(owners.ownerId)
        .first<number>("n"),
    ).toBe(before! + 1);
    // The code that gave no session is still unused.
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_recovery_codes WHERE owner_id = ? AND used_at IS NULL")
        .bind(owners.ownerId)
        .first("n"),
    ).toBe(9);
  });

  it("counts wrong codes against the owner, whatever name was typed: five in all, then 429 even for the right code", async () => {
    const { secret } = await enrol(await logIn());
    const byEmail = await passwordStep(OWNER.email);
    for (let i = 0; i < 3; i++)
      expect((await codeStep(byEmail.pending, byEmail.account, await wrongCode(secret, i))).status).toBe(422);
    const byUsername = await passwordStep(OWNER.username);
    for (let i = 3; i < 5; i++)
      expect((await codeStep(byUsername.pending, byUsername.account, await wrongCode(secret, i))).status).toBe(422);
    for (const waiting of [byEmail, byUsername]) {
      const locked = await codeStep(waiting.pending, waiting.account, await appCode(secret, 1));
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await locked.text()).toContain("Too many attempts.");
    }
  });

  it("forgets the owner's wrong codes once a right one logs in", async () => {
    const { secret } = await enrol(await logIn());
    const first = await passwordStep();
    for (let i = 0; i < 4; i++)
      expect((await codeStep(first.pending, first.account, await wrongCode(secret, i))).status).toBe(422);
    expect((await codeStep(first.pending, first.account, await appCode(secret, 1))).status).toBe(303);
    const second = await passwordStep(OWNER.username);
    for (let i = 0; i < 4; i++)
      expect((await codeStep(second.pending, second.account, await wrongCode(secret, i))).status).toBe(422);
  });

  it("sends a login that waited more than five minutes, or a forged one, back to the password", async () => {
    const { secret } = await enrol(await logIn());
    const owner = await findOwnerById(env.DB, owners.ownerId);
    const late = await pendingLoginToken(env, owner!, OWNER.email, new Date(Date.now() - 6 * 60_000));
    const response = await codeStep(late, OWNER.email, await appCode(secret));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Your login took more than five minutes. For your security, please log in again.");
    expect(html).toContain('data-owner-view="login"');
    const { pending } = await passwordStep();
    expect((await codeStep(pending, "someone.else@example.be", await appCode(secret, 1))).status).toBe(400);
    // The signature's first character changed (its last may already be the one put in its place).
    const forged = pending.replace(
      /\.([\w-])([\w-]{42})$/,
      (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}`,
    );
    expect(forged).not.toBe(pending);
    expect((await codeStep(forged, OWNER.email, await appCode(secret, 1))).status).toBe(400);
  });
});

describe("a forgotten password", () => {
  it("does not get round the second factor: after a new password from a reminder's link, the login still asks for the code", async () => {
    await enrol(await logIn());
    const at = new Date();
    const id = await env.DB.prepare(
      "INSERT INTO password_resets (owner_id, token_hash, created_at, expires_at) VALUES (?, 'reset-link', ?, ?) RETURNING id",
    )
      .bind(owners.ownerId, at.toISOString(), new Date(at.getTime() + 3_600_000).toISOString())
      .first<number>("id");
    const newPassword = "Een nieuw wachtwoord 2026";
    expect(
      await completePasswordReset(
        env.DB,
        { id: id!, ownerId: owners.ownerId, expiresAt: "" },
        await hashPassword(newPassword, OWNER_PEPPER),
        at,
      ),
    ).toBe(true);
    const response = await postForm(LOGIN, { account: OWNER.email, password: newPassword });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-owner-view="loginCode"');
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("owner_session");
  });
});

describe("while two-step verification is on", () => {
  it("turns off with the password and a code, mails the owner, and the login asks only the password again", async () => {
    const { secret, cookie } = await enrol(await logIn());
    const missing = await postForm(PAGE, { action: "disable", password: OWNER.password, code: "" }, { Cookie: cookie });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain("Fill in a code.");
    const off = await postForm(
      PAGE,
      { action: "disable", password: OWNER.password, code: await appCode(secret, 1) },
      { Cookie: cookie },
    );
    expect(off.status).toBe(303);
    expect(off.headers.get("Location")).toBe(`${PAGE}?notice=off`);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_recovery_codes").first("n")).toBe(0);
    expect((await postForm(LOGIN, { account: OWNER.email, password: OWNER.password })).status).toBe(303);
    const subjects = (await deliverMails())
      .filter((mail) => mail.recipient === OWNER.email)
      .map((mail) => mail.subject);
    expect(subjects).toEqual([
      "Two-step verification is on – Lambermont Real Estate",
      "Two-step verification is off – Lambermont Real Estate",
    ]);
  });

  it("gives new recovery codes with the password and a code: the old ones stop working", async () => {
    const { codes, cookie } = await enrol(await logIn());
    const response = await postForm(
      PAGE,
      { action: "codes", password: OWNER.password, code: codes[0]! },
      { Cookie: cookie },
    );
    expect(response.status).toBe(200);
    const fresh = codesShown(await response.text());
    expect(fresh).toHaveLength(10);
    const { pending, account } = await passwordStep();
    expect((await codeStep(pending, account, codes[1]!)).status).toBe(422);
    expect((await codeStep(pending, account, fresh[0]!)).status).toBe(303);
  });

  it("refuses a wrong password or code to turn it off, and a post from another site", async () => {
    const { secret, cookie } = await enrol(await logIn());
    expect(
      (
        await postForm(
          PAGE,
          { action: "disable", password: "not mine", code: await appCode(secret, 1) },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(422);
    expect(
      (await postForm(PAGE, { action: "disable", password: OWNER.password, code: "999999" }, { Cookie: cookie }))
        .status,
    ).toBe(422);
    expect(
      (
        await postForm(
          PAGE,
          { action: "disable", password: OWNER.password, code: await appCode(secret, 1) },
          { Cookie: cookie, Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(
      await env.DB.prepare("SELECT totp_secret FROM owners WHERE id = ?").bind(owners.ownerId).first("totp_secret"),
    ).not.toBeNull();
  });
});

describe("the sealed secret", () => {
  it("opens only for its owner and with the pepper it was sealed with", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(20));
    const sealed = await sealSecret(secret, 7, OWNER_PEPPER);
    expect(await openSecret(sealed, 7, OWNER_PEPPER)).toEqual(secret);
    expect(await openSecret(sealed, 8, OWNER_PEPPER)).toBeUndefined();
    expect(await openSecret(sealed, 7, "another pepper")).toBeUndefined();
    expect(await openSecret("garbage", 7, OWNER_PEPPER)).toBeUndefined();
  });
});

describe("the agency's tool", () => {
  it("removes two-step verification: the owner logs in with the password alone and gets a mail saying so", async () => {
    await enrol(await logIn());
    const owner = await env.DB.prepare("SELECT id, email, name, language FROM owners WHERE id = ?")
      .bind(owners.ownerId)
      .first<{ id: number; email: string; name: string; language: string }>();
    // The statements `npm run owner -- reset-2fa` runs (test/cli/owner.test.ts runs the tool itself).
    for (const statement of resetTwoStepStatements(owner!, new Date(), crypto.randomUUID()))
      await env.DB.prepare(statement).run();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = ?")
        .bind(owners.ownerId)
        .first("n"),
    ).toBe(0);
    expect((await postForm(LOGIN, { account: OWNER.email, password: OWNER.password })).status).toBe(303);
    const mails = (await deliverMails()).filter((mail) => mail.recipient === OWNER.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      "Two-step verification has been removed – Lambermont Real Estate",
    );
    expect(mails.find((mail) => mail.subject.startsWith("Two-step verification has been removed"))!.text).toContain(
      "At your request, the agency removed two-step verification",
    );
  });
});
