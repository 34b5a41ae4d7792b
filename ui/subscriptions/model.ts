/** The unsubscribe page, as plain data from the server. */

/** What a signed link can unsubscribe from. */
export type UnsubscribeKind = "newsletter" | "demand";

export type UnsubscribeView =
  /** A valid link opened: what will stop, and the button that stops it (a POST to `action`). */
  | { state: "confirm"; kind: UnsubscribeKind; email: string; demand?: DemandSummary; action: string }
  /** Done, or done before: repeating is harmless. */
  | { state: "done"; kind: UnsubscribeKind; email?: string }
  /** A tampered, incomplete or foreign token: nothing changed. */
  | { state: "invalid"; contactHref: string }
  /** The page opened without a link's parameters: where to find the link. */
  | { state: "noLink"; contactHref: string };

/** What the page says about the search that stops. */
export interface DemandSummary {
  goal: string;
  /** Property type names (shared/forms/schemas/valuation.ts PROPERTY_TYPES). */
  propertyTypes: string[];
  /** Municipalities and postcodes, as the visitor chose them. */
  zones: string[];
}

/** The page of a demand's confirmation link (double opt-in), as plain data from the server. */
export type DemandConfirmView =
  /** A valid link to a demand still waiting: what will start, and the button that starts it (a POST to `action`). */
  | { state: "confirm"; email: string; demand: DemandSummary; frequency: string; action: string }
  /** Confirmed now, or before: the link has done its work and does nothing more. */
  | { state: "confirmed"; email: string; frequency: string; already: boolean }
  /** Not confirmed within the days allowed, so the demand was (or will be) removed. */
  | { state: "expired"; registerHref: string }
  /** The visitor unsubscribed from this demand since. */
  | { state: "stopped"; registerHref: string }
  /** A tampered or incomplete link: nothing changed. */
  | { state: "invalid"; contactHref: string }
  /** The page opened without a link's parameters. */
  | { state: "noLink"; contactHref: string };
