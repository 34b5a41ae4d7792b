import type { ConsentChoice, TagsView } from "../../shared/consent/categories.ts";

/** The cookie dialog of a page and the tags it governs (decision 036). */
export interface ConsentView {
  /** The dialog opens with the page: no valid choice is stored (or `?setcookies` cleared it). */
  open: boolean;
  /** The visitor's stored choice; absent when none is. */
  choice?: ConsentChoice;
  /** `?setcookies`: the browser clears its stored consent values too. */
  reset: boolean;
  /** A choice sent without JavaScript could not be saved: the dialog says so. */
  failed: boolean;
  /** Where the dialog posts the choice, and the page it returns to without JavaScript. */
  endpoint: string;
  returnTo: string;
  policyHref: string;
  privacyHref: string;
  tags: TagsView;
}

/** Set on the page a choice sent without JavaScript returns to when it could not be saved. */
export const CONSENT_ERROR_PARAMETER = "consent-error";

/** Asks for one third-party player by its key, loaded for that page view only (the player's button without JavaScript). */
export const PLAY_FRAME_PARAMETER = "play";
