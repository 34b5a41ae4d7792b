/**
 * Cookie consent as SPEC §4 and §9 give it: five categories, the first always on; agree sets all
 * five, decline keeps only the first, partly saves the chosen toggles. Pure rules, shared by the
 * worker (the consent cookie, the proof records) and the browser (storage, Consent Mode, tags).
 */

/** In the dialog's order; the first is strictly necessary and cannot be switched off. */
export const CATEGORIES = ["necessary", "analytical", "marketing", "social", "unclassified"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One flag per category, in CATEGORIES order. */
export type ConsentChoice = Record<Category, boolean>;

export const CHOICES = ["agree", "decline", "partly"] as const;
export type ChoiceKind = (typeof CHOICES)[number];

/**
 * The stored client values of SPEC §3, one per category in the dialog's order (decision 036):
 * `consent` is the strictly necessary one and says a choice was made.
 */
export const STORAGE_KEYS: Record<Category, string> = {
  necessary: "consent",
  analytical: "consentAnalyticsStorage",
  marketing: "consentAdStorage",
  social: "consentAdPersonalization",
  unclassified: "consentAdUserData",
};

/** What a button of the dialog stores; `partly` takes the toggles (necessary stays on). */
export function decide(kind: ChoiceKind, toggles: Partial<Record<Category, boolean>> = {}): ConsentChoice {
  const all = kind === "agree";
  const choice = {} as ConsentChoice;
  for (const category of CATEGORIES) {
    choice[category] = category === "necessary" || (kind === "partly" ? toggles[category] === true : all);
  }
  return choice;
}

/** "10100": the choice as one digit per category, for the consent cookie. */
export function choiceBits(choice: ConsentChoice): string {
  return CATEGORIES.map((category) => (choice[category] ? "1" : "0")).join("");
}

/** The choice a cookie's digits stand for; undefined unless exactly five digits with the first on. */
export function choiceFromBits(bits: string): ConsentChoice | undefined {
  if (!/^1[01]{4}$/.test(bits)) return undefined;
  const choice = {} as ConsentChoice;
  CATEGORIES.forEach((category, i) => (choice[category] = bits[i] === "1"));
  return choice;
}

export type ConsentSignal = "granted" | "denied";

/** Google Consent Mode v2 signals for a choice (decision 036). */
export interface ConsentModeState {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

const signal = (on: boolean): ConsentSignal => (on ? "granted" : "denied");

/**
 * Analytics storage follows the analytical category; advertising storage and sending user data
 * for advertising follow marketing; personalised advertising needs marketing and social media.
 * No choice yet: everything denied.
 */
export function consentMode(choice: ConsentChoice | undefined): ConsentModeState {
  return {
    analytics_storage: signal(!!choice?.analytical),
    ad_storage: signal(!!choice?.marketing),
    ad_user_data: signal(!!choice?.marketing),
    ad_personalization: signal(!!choice?.marketing && !!choice.social),
  };
}

/** The configured tags a page may load (client/consent/tags.ts), with their script addresses. */
export interface TagsView {
  /** The Google tag: analytics (G-…) and ads (AW-…) measurement. */
  gtag?: { src: string; analyticsId?: string; adsId?: string };
  /** Google Tag Manager's container (GTM-…). */
  gtm?: { src: string; id: string };
  /** The social media pixel (Meta). */
  pixel?: { src: string; id: string };
}

/** Which scripts a choice allows, of those configured. */
export function allowedTags(tags: TagsView, choice: ConsentChoice | undefined): { gtag: boolean; gtm: boolean; pixel: boolean } {
  if (!choice) return { gtag: false, gtm: false, pixel: false };
  const optional = choice.analytical || choice.marketing || choice.social || choice.unclassified;
  return {
    gtag: !!tags.gtag && ((choice.analytical && !!tags.gtag.analyticsId) || (choice.marketing && !!tags.gtag.adsId)),
    gtm: !!tags.gtm && optional,
    pixel: !!tags.pixel && choice.social,
  };
}
