/**
 * POST /__consent: the cookie dialog's choice (decision 036). The dialog's script posts it and
 * reads JSON; without JavaScript the dialog is a plain form and the answer is a redirect back to
 * the page. Each choice is recorded as proof before the cookie is set: a choice that allows more
 * than the strictly necessary is only honoured once it can be proven.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { CATEGORIES, CHOICES, decide, type ConsentChoice } from "../../shared/consent/categories.ts";
import { CONSENT_ERROR_PARAMETER } from "../../ui/consent/model.ts";
import { clientKey, isCrossSite } from "../forms/guard.ts";
import { readFormWithin } from "../http/body-limit.ts";
import { RATE_LIMIT_PERIOD_SECONDS } from "../http/rate-limits.ts";
import { sameSitePath } from "../http/same-site-path.ts";
import { currentConfig } from "../site/config-store.ts";
import { consentCookie, newConsentId, readConsentId } from "./cookie.ts";
import { recordConsent } from "./records.ts";
import { CONSENT_ENDPOINT } from "./view.ts";

const Toggle = v.optional(v.picklist(["on", "true", "1"]));

/** The dialog's form: the button pressed, the toggles of the settings view, the page to return to. */
export const ConsentPostSchema = v.object({
  choice: v.picklist(CHOICES),
  analytical: Toggle,
  marketing: Toggle,
  social: Toggle,
  unclassified: Toggle,
});

function withError(path: string): string {
  const url = new URL(path, "https://return.invalid");
  url.searchParams.set(CONSENT_ERROR_PARAMETER, "1");
  return url.pathname + url.search + "#cookie-consent";
}

/** The dialog's form is a few short fields and a path: nothing near this size. */
export const CONSENT_BODY_LIMIT = 16 * 1024;

export const consentRoute = new Hono<{ Bindings: Env }>();

consentRoute.post(CONSENT_ENDPOINT, async (c) => {
  const wantsJson = (c.req.header("Accept") ?? "").includes("application/json");
  const posted = await readFormWithin(c.req.raw, CONSENT_BODY_LIMIT);
  const data = posted.kind === "read" ? posted.value : undefined;
  // The page the choice was made on, as a path of this site; anything else returns home.
  const back = sameSitePath(data?.get("return"), new URL(c.req.url).origin) ?? "/";
  const answer = (status: 200 | 400 | 403 | 413 | 429 | 503, body: Record<string, unknown>, cookie?: string) => {
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (cookie) headers.append("Set-Cookie", cookie);
    if (wantsJson) {
      headers.set("Content-Type", "application/json; charset=utf-8");
      return new Response(JSON.stringify(body), { status, headers });
    }
    headers.set("Location", status === 200 ? back : withError(back));
    return new Response(null, { status: 303, headers });
  };

  if (isCrossSite(c.req.raw)) return answer(403, { ok: false, error: "forbidden" });
  if (posted.kind === "too-large") return answer(413, { ok: false, error: "too large" });
  const parsed = v.safeParse(ConsentPostSchema, data ? Object.fromEntries(data) : undefined);
  if (!parsed.success) return answer(400, { ok: false, error: "invalid" });
  const { success: allowed } = await c.env.CONSENT_RATE_LIMIT.limit({ key: clientKey(c.req.raw) });
  if (!allowed) {
    const refused = answer(429, { ok: false, error: "busy" });
    if (wantsJson) refused.headers.set("Retry-After", String(RATE_LIMIT_PERIOD_SECONDS.CONSENT_RATE_LIMIT));
    return refused;
  }

  const { choice: kind, ...toggles } = parsed.output;
  const choice: ConsentChoice = decide(
    kind,
    Object.fromEntries(
      CATEGORIES.map((category) => [category, category in toggles && !!toggles[category as keyof typeof toggles]]),
    ),
  );
  const { config } = await currentConfig(c.env);
  const policyVersion = config.consent.policyVersion;
  const consentId = readConsentId(c.req.header("Cookie")) ?? newConsentId();
  const recordedAt = new Date();
  try {
    await recordConsent(c.env.DB, { consentId, kind, choice, policyVersion, recordedAt });
  } catch (error) {
    console.error("consent: the choice could not be recorded", error);
    // Refusing needs no proof: the visitor's refusal is honoured all the same.
    const optional = choice.analytical || choice.marketing || choice.social || choice.unclassified;
    if (optional) return answer(503, { ok: false, error: "unavailable" });
  }
  const cookie = consentCookie({ id: consentId, version: policyVersion, choice });
  return answer(200, { ok: true, choice, policyVersion, recordedAt: recordedAt.toISOString() }, cookie);
});
