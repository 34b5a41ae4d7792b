/**
 * Local stand-in for Cloudflare Turnstile (LOCAL_STANDINS=on only), so `npm start` and the tests
 * show the whole captcha flow offline. It honours Cloudflare's documented test keys:
 *
 * - POST /__local/turnstile/siteverify answers like Cloudflare's siteverify: secret 1x…AA passes
 *   (each token once: a token sent twice is "timeout-or-duplicate"), 2x…AA always fails, 3x…AA
 *   says the token was already spent; any other secret is "invalid-input-secret". It reads a form
 *   or JSON of at most SITEVERIFY_BODY_LIMIT bytes and answers 413 "bad-request" past that.
 * - GET /__local/turnstile/api.js is a small stand-in of the client API: `turnstile.render(element,
 *   { sitekey, language, callback, 'error-callback' })` and implicit rendering of
 *   `.cf-turnstile[data-sitekey]` unless loaded with `?render=explicit`. It draws an "I am human"
 *   checkbox that, when ticked, puts a token in the hidden `cf-turnstile-response` input; site key
 *   2x…AB fails visibly instead.
 */
import { Hono } from "hono";
import { readFormWithin, readTextWithin } from "../http/body-limit.ts";

export const TEST_SITE_KEYS = { passes: "1x00000000000000000000AA", fails: "2x00000000000000000000AB" } as const;
export const TEST_SECRETS = {
  passes: "1x0000000000000000000000000000000AA",
  fails: "2x0000000000000000000000000000000AA",
  spent: "3x0000000000000000000000000000000AA",
} as const;

/** Tokens already verified with the passing secret, per isolate: enough for one development server. */
const verifiedTokens = new Set<string>();

type Verdict = { success: true } | { success: false; codes: string[] };

/** Cloudflare's verdict for a secret and a token, as its test keys define it. */
export function standInVerdict(secret: string, token: string): Verdict {
  if (secret === "") return { success: false, codes: ["missing-input-secret"] };
  if (secret === TEST_SECRETS.fails) return { success: false, codes: ["invalid-input-response"] };
  if (secret === TEST_SECRETS.spent) return { success: false, codes: ["timeout-or-duplicate"] };
  if (secret !== TEST_SECRETS.passes) return { success: false, codes: ["invalid-input-secret"] };
  if (token === "") return { success: false, codes: ["missing-input-response"] };
  if (verifiedTokens.has(token)) return { success: false, codes: ["timeout-or-duplicate"] };
  verifiedTokens.add(token);
  return { success: true };
}

/** A secret, a token, an address and a key: nothing near this size. */
export const SITEVERIFY_BODY_LIMIT = 8 * 1024;

type Fields = { secret: string; response: string };

/** The posted secret and token, as JSON or a form, read within the limit; undefined when the body is too large. */
async function readFields(request: Request): Promise<Fields | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const text = await readTextWithin(request, SITEVERIFY_BODY_LIMIT);
    if (text.kind === "too-large") return undefined;
    let body: Record<string, unknown> = {};
    try {
      body = text.kind === "read" ? (JSON.parse(text.value) ?? {}) : {};
    } catch {
      // Unreadable JSON sends nothing: "missing-input-secret", as Cloudflare answers.
    }
    return { secret: String(body.secret ?? ""), response: String(body.response ?? "") };
  }
  const form = await readFormWithin(request, SITEVERIFY_BODY_LIMIT);
  if (form.kind === "too-large") return undefined;
  const fields = form.kind === "read" ? form.value : new FormData();
  return { secret: String(fields.get("secret") ?? ""), response: String(fields.get("response") ?? "") };
}

/** The client stand-in. It styles through the CSSOM, as the page's CSP forbids style attributes. */
const CLIENT_SCRIPT = `(() => {
  const texts = {
    nl: { human: "Ik ben een mens", failed: "Verificatie mislukt" },
    fr: { human: "Je suis humain", failed: "La vérification a échoué" },
    en: { human: "I am human", failed: "Verification failed" },
  };
  const explicit = /[?&]render=explicit/.test(document.currentScript ? document.currentScript.src : "");
  const css = (element, properties) => { for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value); };
  let count = 0;
  function render(target, options) {
    const container = typeof target === "string" ? document.querySelector(target) : target;
    if (!container || container.dataset.turnstileRendered) return undefined;
    container.dataset.turnstileRendered = "true";
    const opts = Object.assign({}, { sitekey: container.dataset.sitekey, language: container.dataset.language }, options || {});
    const lang = String(opts.language || document.documentElement.lang || "en").slice(0, 2).toLowerCase();
    const text = texts[lang] || texts.en;
    const id = "turnstile-standin-" + (++count);
    const box = document.createElement("div");
    css(box, { display: "inline-flex", "align-items": "center", gap: "0.6em", padding: "0.8em 1em", border: "1px solid #767676", "border-radius": "4px", background: "#fafafa", color: "#222", "min-width": "260px" });
    const input = document.createElement("input");
    input.type = "checkbox";
    input.id = id;
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = text.human;
    const status = document.createElement("span");
    status.setAttribute("role", "status");
    const response = document.createElement("input");
    response.type = "hidden";
    response.name = "cf-turnstile-response";
    box.append(input, label, status);
    container.append(box, response);
    input.addEventListener("change", () => {
      if (!input.checked) { response.value = ""; return; }
      if (String(opts.sitekey).startsWith("2x")) {
        input.checked = false;
        input.disabled = true;
        status.textContent = text.failed;
        css(status, { color: "#b00020", "font-weight": "bold" });
        if (typeof opts["error-callback"] === "function") opts["error-callback"]("110100");
        return;
      }
      const random = new Uint8Array(12);
      crypto.getRandomValues(random);
      response.value = "XXXX.DUMMY.TOKEN." + Array.from(random, (b) => b.toString(16).padStart(2, "0")).join("");
      input.disabled = true;
      if (typeof opts.callback === "function") opts.callback(response.value);
    });
    return id;
  }
  window.turnstile = {
    render,
    reset() {},
    remove() {},
    getResponse(target) {
      const container = typeof target === "string" ? document.querySelector(target) : target;
      const field = (container || document).querySelector('input[name="cf-turnstile-response"]');
      return field ? field.value : undefined;
    },
  };
  if (!explicit) document.querySelectorAll(".cf-turnstile[data-sitekey]").forEach((element) => render(element));
})();
`;

export const localTurnstile = new Hono<{ Bindings: Env }>();

localTurnstile.post("/__local/turnstile/siteverify", async (c) => {
  const fields = await readFields(c.req.raw);
  if (!fields) return c.json({ success: false, "error-codes": ["bad-request"] }, 413);
  const verdict = standInVerdict(fields.secret, fields.response);
  return c.json({
    success: verdict.success,
    "error-codes": verdict.success ? [] : verdict.codes,
    ...(verdict.success
      ? { challenge_ts: new Date().toISOString(), hostname: "localhost", action: "", cdata: "" }
      : {}),
  });
});

localTurnstile.get("/__local/turnstile/api.js", async (c) => {
  return c.body(CLIENT_SCRIPT, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
});
