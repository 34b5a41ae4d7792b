/**
 * Cookie consent: five categories, the first always on; agree sets all
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

/** Google Consent Mode v2's four signals. */
export const SIGNALS = ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization"] as const;
export type Signal = (typeof SIGNALS)[number];

/** Google Consent Mode v2 signals for a choice. */
export type ConsentModeState = Record<Signal, ConsentSignal>;

/** The client values the specification has the browser store. */
export type StorageKey =
  "consent" | "consentAnalyticsStorage" | "consentAdStorage" | "consentAdUserData" | "consentAdPersonalization";

/**
 * The consent table: the categories a visitor chooses, the Consent Mode signals Google's tags
 * receive, and the client values the browser stores, in one place (decision 054). Each stored
 * value is named after the signal it records and is "true" exactly when that signal is granted;
 * a signal is granted when every category it needs is. `consent` records that a choice was made.
 *
 * | stored value               | signal             | needs                |
 * | consent                    | –                  | strictly necessary   |
 * | consentAnalyticsStorage    | analytics_storage  | analytical           |
 * | consentAdStorage           | ad_storage         | marketing            |
 * | consentAdUserData          | ad_user_data       | marketing            |
 * | consentAdPersonalization   | ad_personalization | marketing and social |
 *
 * Social media alone and unclassified grant no Google signal: social media serves the Meta pixel
 * and the embedded players (SERVED_BY), unclassified serves nothing the site loads.
 */
export const CONSENT_TABLE: ReadonlyArray<{ stored: StorageKey; signal?: Signal; needs: readonly Category[] }> = [
  { stored: "consent", needs: ["necessary"] },
  { stored: "consentAnalyticsStorage", signal: "analytics_storage", needs: ["analytical"] },
  { stored: "consentAdStorage", signal: "ad_storage", needs: ["marketing"] },
  { stored: "consentAdUserData", signal: "ad_user_data", needs: ["marketing"] },
  { stored: "consentAdPersonalization", signal: "ad_personalization", needs: ["marketing", "social"] },
];

/**
 * The categories each script and each embedded third-party frame serves: it loads only while one
 * of them is granted. Tag Manager serves the categories behind Google's signals, so it never runs
 * with every signal denied; the Google tag loads for the ids configured under a granted category
 * (allowedTags).
 */
export const SERVED_BY = {
  gtm: ["analytical", "marketing"],
  pixel: ["social"],
  frames: ["social"],
} as const satisfies Record<string, readonly Category[]>;

const granted = (choice: ConsentChoice | undefined, needs: readonly Category[]): boolean =>
  !!choice && needs.every((category) => choice[category]);
const anyGranted = (choice: ConsentChoice | undefined, served: readonly Category[]): boolean =>
  !!choice && served.some((category) => choice[category]);

/** Consent Mode v2 signals for a choice, from the consent table. No choice yet: everything denied. */
export function consentMode(choice: ConsentChoice | undefined): ConsentModeState {
  const state = {} as ConsentModeState;
  for (const row of CONSENT_TABLE)
    if (row.signal) state[row.signal] = granted(choice, row.needs) ? "granted" : "denied";
  return state;
}

/** The stored client values for a choice ("true"/"false"), from the consent table. */
export function storedValues(choice: ConsentChoice): Record<StorageKey, "true" | "false"> {
  const values = {} as Record<StorageKey, "true" | "false">;
  for (const row of CONSENT_TABLE) values[row.stored] = granted(choice, row.needs) ? "true" : "false";
  return values;
}

/** Whether a choice lets the page load embedded third-party frames (videos, tours) by itself. */
export function framesAllowed(choice: ConsentChoice | undefined): boolean {
  return anyGranted(choice, SERVED_BY.frames);
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
export function allowedTags(
  tags: TagsView,
  choice: ConsentChoice | undefined,
): { gtag: boolean; gtm: boolean; pixel: boolean } {
  if (!choice) return { gtag: false, gtm: false, pixel: false };
  return {
    gtag: !!tags.gtag && ((choice.analytical && !!tags.gtag.analyticsId) || (choice.marketing && !!tags.gtag.adsId)),
    gtm: !!tags.gtm && anyGranted(choice, SERVED_BY.gtm),
    pixel: !!tags.pixel && anyGranted(choice, SERVED_BY.pixel),
  };
}
