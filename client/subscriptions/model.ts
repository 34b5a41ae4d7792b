/** The unsubscribe page (SPEC §7, §8 "unsubscribed"), as plain data from the server. */

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
  /** Property type names (client/forms/schemas/valuation.ts PROPERTY_TYPES). */
  propertyTypes: string[];
  /** Municipalities and postcodes, as the visitor chose them. */
  zones: string[];
}
