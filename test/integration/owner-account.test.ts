import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../worker/http/bytes.ts";
import { verifyPassword } from "../../worker/owners/password.ts";
import { readOwnerSession } from "../../worker/owners/sessions.ts";
import { get } from "../support/fetch.ts";
import { describedBy, page } from "../support/page.ts";
import { postForm } from "../support/forms.ts";
import {
  cookieFor,
  deliverMails,
  OTHER,
  OWNER,
  OWNER_PEPPER,
  ownersForEachTest,
  tokenOf,
} from "../support/owner-session.ts";

// The logged-in owner's account pages through the worker (decision 048): changing the password
// and the sessions page. Two-step verification has its own file (owner-two-step.test.ts).

const PASSWORD_PAGE = { en: "/en/change-password/", nl: "/nl/wachtwoord-wijzigen/" } as const;
const SESSIONS_PAGE = "/en/my-sessions/";
const FIREFOX = "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const owners = ownersForEachTest();

/** Logs in through the login page as a browser with this User-Agent; returns the session's cookie. */
async function logIn(owner: { email: string; password: string }, userAgent = FIREFOX): Promise<string> {
  return cookieFor(
    tokenOf(
      await postForm("/en/login/", { account: owner.email, password: owner.password }, { "User-Agent": userAgent }),
    ),
  );
}

async function sessionCount(id = owners.ownerId): Promise<number> {
  return (
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM owner_sessions WHERE owner_id = ?").bind(id).first<number>("n")) ??
    0
  );
}

describe("changing the password", () => {
  const change = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(PASSWORD_PAGE.en, fields, { Cookie: cookie, ...headers });

  it("is a page of the portal with the current password and the new one twice, linked from the portal's navigation", async () => {
    const cookie = await logIn(OWNER);
    const response = await get(PASSWORD_PAGE.en, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    for (const label of ["Current password", "New password", "Confirm the new password"])
      expect(html).toContain(`>${label}`);
    expect(html).toMatch(
      /id="owner-password-change-current"[^>]*autoComplete="current-password"|id="owner-password-change-current"[^>]*type="password"/,
    );
    // The account's pages link each other; this one is marked as the current page.
    const view = page(html);
    const tabs = [
      ["Password", "/en/change-password/", "page"],
      ["Sessions", "/en/my-sessions/", null],
      ["Two-step verification", "/en/two-step-verification/", null],
    ] as const;
    for (const [name, href, current] of tabs) {
      const link = view.getByRole("link", { name });
      expect([link.getAttribute("href"), link.getAttribute("aria-current")], name).toEqual([href, current]);
    }
    expect(
      [...view.root.querySelectorAll("form")]
        .filter((form) => form.getAttribute("action") === "/en/change-password/")
        .map((form) => form.getAttribute("method")),
    ).toEqual(["post"]);
  });

  it("ends every other session, keeps this one with a new token, spends open reminder links and mails the owner", async () => {
    const cookie = await logIn(OWNER);
    const other = await logIn(OWNER, SAFARI_IPHONE);
    const otherOwner = await logIn(OTHER);
    await env.DB.prepare(
      "INSERT INTO password_resets (owner_id, token_hash, created_at, expires_at) VALUES (?, 'open-link', ?, ?)",
    )
      .bind(owners.ownerId, new Date().toISOString(), new Date(Date.now() + 3_600_000).toISOString())
      .run();

    const response = await change(cookie, {
      current: OWNER.password,
      password: "Nieuw en lang genoeg",
      confirmation: "Nieuw en lang genoeg",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${PASSWORD_PAGE.en}?notice=changed`);
    const renewed = cookieFor(tokenOf(response));
    expect(renewed).not.toBe(cookie);
    // This browser goes on with the new token only; the other device is logged out; the other owner is not.
    expect(await readOwnerSession(env.DB, renewed, new Date())).toMatchObject({ ownerId: owners.ownerId });
    expect(await readOwnerSession(env.DB, cookie, new Date())).toBeNull();
    expect(await readOwnerSession(env.DB, other, new Date())).toBeNull();
    expect(await sessionCount()).toBe(1);
    expect(await readOwnerSession(env.DB, otherOwner, new Date())).toMatchObject({ ownerId: owners.otherId });
    expect(await env.DB.prepare("SELECT used_at FROM password_resets").first("used_at")).not.toBeNull();

    const owner = await env.DB.prepare("SELECT password_hash FROM owners WHERE id = ?")
      .bind(owners.ownerId)
      .first<string>("password_hash");
    expect(await verifyPassword("Nieuw en lang genoeg", owner, OWNER_PEPPER)).toBe(true);
    expect(
      await get(response.headers.get("Location")!, { headers: { Cookie: renewed } }).then((r) => r.text()),
    ).toContain(
      'role="status">Your password has been changed. Your other sessions have ended, and we have sent you an e-mail to confirm.</p>',
    );
    expect((await postForm("/en/login/", { account: OWNER.email, password: OWNER.password })).status).toBe(422);

    // The owner's mail, in the owner's language (nl), and none to the agency about it.
    const mails = (await deliverMails()).filter((mail) => mail.recipient === OWNER.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Uw wachtwoord is gewijzigd – Lambermont Real Estate");
    expect(mails[0]!.text).toMatch(
      /^Beste An Peeters,\n\nHet wachtwoord van uw eigenaarsaccount op de website van Lambermont Real Estate werd gewijzigd op \d{1,2} \p{L}+ \d{4} om \d\d:\d\d\./u,
    );
    expect(mails[0]!.text).toContain("Was u dit niet? Bel ons meteen op");
  });

  it.each([
    [
      "no current password",
      { current: "", password: "Nieuw en lang genoeg", confirmation: "Nieuw en lang genoeg" },
      "current",
      "Fill in your current password.",
    ],
    [
      "a wrong current password",
      { current: "not my password", password: "Nieuw en lang genoeg", confirmation: "Nieuw en lang genoeg" },
      "current",
      "This is not your current password.",
    ],
    [
      "a common new password",
      { current: OWNER.password, password: "1234567890", confirmation: "1234567890" },
      "password",
      "This password is one of the most used passwords, so it is easy to guess. Choose another one.",
    ],
    [
      "the username in the new password",
      { current: OWNER.password, password: "apeeters-2026!", confirmation: "apeeters-2026!" },
      "password",
      "Your password must not contain your e-mail address or your username.",
    ],
    [
      "a short new password",
      { current: OWNER.password, password: "kort", confirmation: "kort" },
      "password",
      "Your password must be at least 10 characters long.",
    ],
    [
      "confirmations that differ",
      { current: OWNER.password, password: "Nieuw en lang genoeg", confirmation: "nieuw en lang genoeg" },
      "confirmation",
      "The two passwords do not match.",
    ],
  ])(
    "refuses %s (422), keeps the password and the sessions, never echoes a password",
    async (_case, fields, field, message) => {
      const cookie = await logIn(OWNER);
      const response = await change(cookie, fields);
      expect(response.status).toBe(422);
      const html = await response.text();
      // The field is marked invalid and described (after its hint) by the message, in a paragraph of its own.
      const document = page(html).root.ownerDocument;
      const input = document.getElementById(`owner-password-change-${field}`)!;
      const error = document.getElementById(`owner-password-change-${field}-error`)!;
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(input).endsWith(message)).toBe(true);
      expect([error.tagName, error.textContent]).toEqual(["P", message]);
      for (const value of Object.values(fields)) if (value) expect(html).not.toContain(`value="${value}"`);
      expect(await readOwnerSession(env.DB, cookie, new Date())).not.toBeNull();
      const hash = await env.DB.prepare("SELECT password_hash FROM owners WHERE id = ?")
        .bind(owners.ownerId)
        .first<string>("password_hash");
      expect(await verifyPassword(OWNER.password, hash, OWNER_PEPPER)).toBe(true);
    },
  );

  it("counts a wrong current password against the login's limit of five", async () => {
    const cookie = await logIn(OWNER);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await change(cookie, {
            current: `guess ${i}`,
            password: "Nieuw en lang genoeg",
            confirmation: "Nieuw en lang genoeg",
          })
        ).status,
      ).toBe(422);
    const refused = await change(cookie, {
      current: OWNER.password,
      password: "Nieuw en lang genoeg",
      confirmation: "Nieuw en lang genoeg",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await refused.text()).toContain(
      "Too many attempts. For your security, logging in is paused: try again in 15 minutes.",
    );
    // The login by e-mail address is locked too.
    expect((await postForm("/en/login/", { account: OWNER.email, password: OWNER.password })).status).toBe(429);
  });

  it("changed twice at once (a double click): one answer changes it and keeps the session going, the other changes nothing", async () => {
    const cookie = await logIn(OWNER);
    const fields = { current: OWNER.password, password: "Nieuw en lang genoeg", confirmation: "Nieuw en lang genoeg" };
    const answers = await Promise.all([1, 2].map(() => change(cookie, fields)));
    const changed = answers.filter((answer) => answer.headers.get("Location") === `${PASSWORD_PAGE.en}?notice=changed`);
    expect(changed).toHaveLength(1);
    const renewed = cookieFor(tokenOf(changed[0]!));
    expect(await readOwnerSession(env.DB, renewed, new Date())).toMatchObject({ ownerId: owners.ownerId });
    expect(await sessionCount()).toBe(1);
    // The other click leads back to the page as it is, with no cookie that could replace the live one.
    const other = answers.find((answer) => answer !== changed[0])!;
    expect(other.status).toBe(303);
    expect(other.headers.get("Location")).toBe(PASSWORD_PAGE.en);
    expect(other.headers.get("Set-Cookie")).toBeNull();
    const hash = await env.DB.prepare("SELECT password_hash FROM owners WHERE id = ?")
      .bind(owners.ownerId)
      .first<string>("password_hash");
    expect(await verifyPassword(fields.password, hash, OWNER_PEPPER)).toBe(true);
    expect((await deliverMails()).filter((mail) => mail.recipient === OWNER.email)).toHaveLength(1);
  });

  it("refuses a post from another site (403) and changes nothing", async () => {
    const cookie = await logIn(OWNER);
    const response = await change(
      cookie,
      { current: OWNER.password, password: "Nieuw en lang genoeg", confirmation: "Nieuw en lang genoeg" },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form was sent from another site, so we did not accept it.");
    const hash = await env.DB.prepare("SELECT password_hash FROM owners WHERE id = ?")
      .bind(owners.ownerId)
      .first<string>("password_hash");
    expect(await verifyPassword(OWNER.password, hash, OWNER_PEPPER)).toBe(true);
  });

  it("speaks the page's language", async () => {
    const cookie = await logIn(OWNER);
    const html = await (
      await postForm(
        PASSWORD_PAGE.nl,
        { current: "fout", password: "Nieuw en lang genoeg", confirmation: "Nieuw en lang genoeg" },
        { Cookie: cookie },
      )
    ).text();
    expect(html).toContain("Dit is niet uw huidige wachtwoord.");
  });
});

describe("the sessions page", () => {
  const sessionsHtml = async (cookie: string) => (await get(SESSIONS_PAGE, { headers: { Cookie: cookie } })).text();
  const referenceOf = async (cookie: string) => (await sha256Hex(cookie.split("=")[1]!)).slice(0, 32);
  /** Makes the session's password eleven minutes old: ending sessions asks for it again. */
  const passwordTypedLongAgo = async (cookie: string) =>
    env.DB.prepare("UPDATE owner_sessions SET authenticated_at = ? WHERE token_hash = ?")
      .bind(new Date(Date.now() - 11 * 60_000).toISOString(), await sha256Hex(cookie.split("=")[1]!))
      .run();

  it("lists the owner's open sessions with their device, this device first and marked, and no one else's", async () => {
    await logIn(OWNER, SAFARI_IPHONE);
    await logIn(OTHER);
    const cookie = await logIn(OWNER, FIREFOX);
    const html = await sessionsHtml(cookie);
    const view = page(html);
    const list = view.getByRole("list", { name: "Open sessions" });
    const items = view
      .within(list)
      .getAllByRole("listitem")
      .map((item) => view.within(item));
    expect(items).toHaveLength(2);
    // Each device's name stands out (strong), then when it logged in and what the owner can do.
    const devices = items.map((item) => item.root.querySelector("strong")?.textContent);
    expect(devices).toEqual(["Firefox on Linux", "Safari on iPhone"]);
    expect(items[0]!.text()).toContain("this device");
    expect(items[0]!.text()).not.toContain("End the session");
    expect(items[1]!.text()).toMatch(/Logged in: \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
    expect(items[1]!.getAllByRole("button", { name: "End the session on Safari on iPhone" })).toHaveLength(1);
    expect(view.getAllByRole("button", { name: "End all other sessions" })).toHaveLength(1);
  });

  it("ends one other session, then says so", async () => {
    const phone = await logIn(OWNER, SAFARI_IPHONE);
    const laptop = await logIn(OWNER, FIREFOX);
    const cookie = await logIn(OWNER, FIREFOX);
    const response = await postForm(
      SESSIONS_PAGE,
      { action: "end", session: await referenceOf(phone) },
      { Cookie: cookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${SESSIONS_PAGE}?notice=ended`);
    expect(await readOwnerSession(env.DB, phone, new Date())).toBeNull();
    expect(await readOwnerSession(env.DB, laptop, new Date())).not.toBeNull();
    expect(await sessionsHtml(cookie).then((html) => html.includes("The session has ended."))).toBe(false);
    expect(await (await get(response.headers.get("Location")!, { headers: { Cookie: cookie } })).text()).toContain(
      'role="status">The session has ended.</p>',
    );
    // Ending it again, or a session of another owner, ends nothing.
    const otherOwner = await logIn(OTHER);
    const again = await postForm(
      SESSIONS_PAGE,
      { action: "end", session: await referenceOf(otherOwner) },
      { Cookie: cookie },
    );
    expect(again.headers.get("Location")).toBe(`${SESSIONS_PAGE}?notice=alreadyEnded`);
    expect(await readOwnerSession(env.DB, otherOwner, new Date())).not.toBeNull();
  });

  it("ends all other sessions at once", async () => {
    await logIn(OWNER, SAFARI_IPHONE);
    await logIn(OWNER, FIREFOX);
    const cookie = await logIn(OWNER, FIREFOX);
    const response = await postForm(SESSIONS_PAGE, { action: "endOthers" }, { Cookie: cookie });
    expect(response.headers.get("Location")).toBe(`${SESSIONS_PAGE}?notice=endedOthers`);
    expect(await sessionCount()).toBe(1);
    expect(await readOwnerSession(env.DB, cookie, new Date())).not.toBeNull();
  });

  it("asks for the password again when it was typed more than ten minutes ago, before anything is ended", async () => {
    const phone = await logIn(OWNER, SAFARI_IPHONE);
    const cookie = await logIn(OWNER, FIREFOX);
    await passwordTypedLongAgo(cookie);
    const html = await sessionsHtml(cookie);
    expect(html).not.toContain("End all other sessions");
    expect(html).toContain("To end sessions, first confirm your password.");

    const refused = await postForm(SESSIONS_PAGE, { action: "endOthers" }, { Cookie: cookie });
    expect(refused.status).toBe(403);
    expect(await readOwnerSession(env.DB, phone, new Date())).not.toBeNull();
    const wrong = await postForm(SESSIONS_PAGE, { action: "confirm", password: "not it" }, { Cookie: cookie });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("This is not your password.");

    const confirmed = await postForm(
      SESSIONS_PAGE,
      { action: "confirm", password: OWNER.password },
      { Cookie: cookie },
    );
    expect(confirmed.headers.get("Location")).toBe(`${SESSIONS_PAGE}?notice=confirmed`);
    const renewed = cookieFor(tokenOf(confirmed));
    expect(await readOwnerSession(env.DB, cookie, new Date())).toBeNull();
    expect((await postForm(SESSIONS_PAGE, { action: "endOthers" }, { Cookie: renewed })).status).toBe(303);
    expect(await readOwnerSession(env.DB, phone, new Date())).toBeNull();
  });

  it("confirmed twice at once (a double click): one answer renews the session, the other sets no cookie", async () => {
    const phone = await logIn(OWNER, SAFARI_IPHONE);
    const cookie = await logIn(OWNER, FIREFOX);
    await passwordTypedLongAgo(cookie);
    const answers = await Promise.all(
      [1, 2].map(() => postForm(SESSIONS_PAGE, { action: "confirm", password: OWNER.password }, { Cookie: cookie })),
    );
    const confirmed = answers.filter((answer) => answer.headers.get("Set-Cookie"));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.headers.get("Location")).toBe(`${SESSIONS_PAGE}?notice=confirmed`);
    const renewed = cookieFor(tokenOf(confirmed[0]!));
    expect(await readOwnerSession(env.DB, renewed, new Date())).toMatchObject({ ownerId: owners.ownerId });
    const other = answers.find((answer) => answer !== confirmed[0])!;
    expect(other.status).toBe(303);
    expect(other.headers.get("Location")).toBe(SESSIONS_PAGE);
    expect((await postForm(SESSIONS_PAGE, { action: "endOthers" }, { Cookie: renewed })).status).toBe(303);
    expect(await readOwnerSession(env.DB, phone, new Date())).toBeNull();
  });

  it("refuses a post from another site (403): every session stays", async () => {
    await logIn(OWNER, SAFARI_IPHONE);
    const cookie = await logIn(OWNER, FIREFOX);
    const response = await postForm(
      SESSIONS_PAGE,
      { action: "endOthers" },
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await sessionCount()).toBe(2);
  });

  it("keeps at most ten sessions per owner: the least recently used ends", async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 11; i++) cookies.push(await logIn(OWNER));
    expect(await sessionCount()).toBe(10);
    expect(await readOwnerSession(env.DB, cookies[0]!, new Date())).toBeNull();
    expect(await readOwnerSession(env.DB, cookies[10]!, new Date())).not.toBeNull();
  });
});

describe("third-party tags", () => {
  const tagsOf = (html: string) =>
    JSON.parse(/data-tags="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"')) as Record<string, unknown>;
  const consent = "consent=1:abcdefghijklmnopqrstuv:2026-11-01:11111";

  it("are named on no page where a password, a code or a secret is typed or shown, whatever the consent", async () => {
    const cookie = `${await logIn(OWNER)}; ${consent}`;
    for (const path of ["/en/login/", PASSWORD_PAGE.en, SESSIONS_PAGE, "/en/two-step-verification/"]) {
      const response = await get(path, { headers: { Cookie: path === "/en/login/" ? consent : cookie } });
      expect(response.status, path).toBe(200);
      expect(tagsOf(await response.text()), path).toEqual({});
      expect(response.headers.get("Content-Security-Policy"), path).not.toContain("googletagmanager");
    }
    // The dashboard shows no secret: the tags the owner agreed to load there.
    expect(
      Object.keys(tagsOf(await (await get("/en/my-properties/", { headers: { Cookie: cookie } })).text())),
    ).toEqual(["gtag", "gtm", "pixel"]);
  });
});
