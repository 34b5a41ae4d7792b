/**
 * The detail page's field groups: which fields belong together, how each
 * value reads in the page's language, and the rule that only fields with a value are shown.
 * Energy has its own section (EnergySection) and is not a group here.
 */
import type { Translate } from "../../../shared/i18n/translate.ts";
import { washrooms, type WashroomKind } from "../../../shared/rules/bathrooms.ts";
import { facadeKey, facadeKind } from "../../../shared/rules/facades.ts";
import { formatDate, formatNumber } from "../../../shared/rules/locale.ts";
import { formatEuro, listingPrice } from "../../../shared/rules/money.ts";
import type { DetailValue, ListingFacts } from "./model.ts";

/** How a value is written. */
type FieldKind = "money" | "area" | "length" | "count" | "floor" | "year" | "text" | "date" | "flag" | "facades";

export type GroupKey =
  | "general"
  | "prices"
  | "surfaces"
  | "rooms"
  | "construction"
  | "comfort"
  | "certificates"
  | "planning"
  | "flood"
  | "annuity";

/** [field key, kind]: the key is a listing_details column or one of the summary facts below. */
type FieldDef = readonly [string, FieldKind];

export const FIELD_GROUPS: ReadonlyArray<{ key: GroupKey; fields: readonly FieldDef[] }> = [
  {
    key: "general",
    fields: [
      ["reference", "text"],
      ["unique_code", "text"],
      ["type", "text"],
      ["address", "text"],
    ],
  },
  {
    key: "prices",
    fields: [
      ["charges_renter", "money"],
      ["charges_owner", "money"],
      ["total_cost", "money"],
      ["total_price", "money"],
      ["deposit", "money"],
      ["agency_cost", "money"],
      ["inventory_cost", "money"],
      ["notary_fee_incl_vat", "money"],
      ["notary_fee_excl_vat", "money"],
      ["registration_rights", "money"],
      ["vat_value", "money"],
      ["vat_regime", "text"],
      ["construction_cost", "money"],
      ["parking_price", "money"],
      ["garage_price", "money"],
    ],
  },
  {
    key: "surfaces",
    fields: [
      ["living_area", "area"],
      ["ground_area", "area"],
      ["total_area", "area"],
      ["constructed_area", "area"],
      ["terrace_area", "area"],
      ["garden_area", "area"],
      ["office_area", "area"],
      ["store_area", "area"],
      ["plot_width", "length"],
      ["front_width", "length"],
    ],
  },
  {
    key: "rooms",
    fields: [
      ["bedrooms", "count"],
      ["bathrooms", "count"],
      ["shower_rooms", "count"],
      ["toilets", "count"],
      ["extra_rooms", "count"],
      ["garages", "count"],
      ["parkings", "count"],
      ["external_parkings", "count"],
      ["floors", "count"],
      ["floor", "floor"],
      ["facades", "facades"],
    ],
  },
  {
    key: "construction",
    fields: [
      ["construction_year", "year"],
      ["renovation_year", "year"],
      ["condition", "text"],
      ["availability", "text"],
      ["heating", "text"],
      ["kitchen", "text"],
      ["window_frame", "text"],
      ["glazing", "text"],
      ["roof", "text"],
      ["roof_condition", "text"],
      ["floor_covering", "text"],
      ["orientation_terrace", "text"],
      ["orientation_garden", "text"],
      ["orientation_rear", "text"],
    ],
  },
  {
    key: "comfort",
    fields: [
      ["interior_comfort", "text"],
      ["exterior_comfort", "text"],
      ["is_furnished", "flag"],
      ["has_lift", "flag"],
      ["has_cellar", "flag"],
      ["has_attic", "flag"],
      ["has_garden", "flag"],
      ["has_terrace", "flag"],
      ["has_pool", "flag"],
      ["has_gas", "flag"],
      ["has_water", "flag"],
      ["has_electricity_connection", "flag"],
      ["has_drain_connection", "flag"],
    ],
  },
  {
    key: "certificates",
    fields: [
      ["asbestos_type", "text"],
      ["asbestos_date", "date"],
      ["electricity_certificate", "text"],
      ["electricity_certificate_date", "date"],
      ["gas_certificate", "text"],
      ["gas_certificate_date", "date"],
      ["ground_certificate", "text"],
    ],
  },
  {
    key: "planning",
    fields: [
      ["has_permit", "flag"],
      ["has_summons", "flag"],
      ["has_allotment_permit", "flag"],
      ["has_preemptive_rights", "flag"],
      ["area_application", "text"],
      ["planning_information", "text"],
      ["judicial_decision", "text"],
    ],
  },
  {
    key: "flood",
    fields: [
      ["flood_zone", "text"],
      ["flood_risk_area", "flag"],
      ["riparian_zone", "flag"],
      ["p_score", "text"],
      ["g_score", "text"],
    ],
  },
  {
    key: "annuity",
    fields: [
      ["annuity_lump_sum", "money"],
      ["annuity_monthly", "money"],
      ["annuity_heads", "count"],
      ["annuity_ages", "text"],
    ],
  },
];

/**
 * A tenant's deposit is three months of rent. Shown, and said to be that rule, when the
 * CRM gives no deposit for a rental (docs/decisions/021-listing-detail-pages.md).
 */
export const RENT_DEPOSIT_MONTHS = 3;

export interface FieldRow {
  key: string;
  label: string;
  value: string;
}

export interface FieldGroup {
  key: GroupKey;
  title: string;
  rows: FieldRow[];
}

interface Translator {
  lang: string;
  t: Translate;
}

/** The summary's counts are stored as 0 when the CRM is silent, so 0 there means "not stated". */
function summaryValues(facts: ListingFacts): Record<string, DetailValue> {
  const stated = (n: number) => (n > 0 ? n : null);
  const locality = [facts.zip, facts.city].filter(Boolean).join(" ");
  // Bathrooms and shower rooms by the rule every other place that shows them uses.
  const washroom = (kind: WashroomKind) => washrooms(facts).find((room) => room.kind === kind)?.count ?? null;
  return {
    reference: facts.reference,
    type: facts.typeName,
    address: [facts.street, locality, facts.country].filter(Boolean).join(", "),
    bedrooms: stated(facts.bedrooms),
    bathrooms: washroom("bathrooms"),
    shower_rooms: washroom("showerRooms"),
    toilets: stated(facts.toilets),
    garages: stated(facts.garages),
    living_area: facts.livingArea !== null && facts.livingArea > 0 ? facts.livingArea : null,
    ground_area: facts.groundArea !== null && facts.groundArea > 0 ? facts.groundArea : null,
  };
}

function isBlank(value: DetailValue | undefined): value is null | undefined {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** A value as the page shows it, or undefined when it cannot be shown truthfully. */
export function formatField(
  kind: FieldKind,
  value: DetailValue | undefined,
  { lang, t }: Translator,
): string | undefined {
  if (isBlank(value)) return undefined;
  const number = typeof value === "number" ? value : Number(value);
  switch (kind) {
    case "money":
      return Number.isFinite(number) ? formatEuro(number, lang) : undefined;
    case "area":
      return Number.isFinite(number) ? t("fields.squareMetres", { value: formatNumber(number, lang) }) : undefined;
    case "length":
      return Number.isFinite(number) ? t("fields.metres", { value: formatNumber(number, lang, 2) }) : undefined;
    case "count":
      return Number.isFinite(number) ? formatNumber(number, lang, 0) : undefined;
    case "year":
      // A year is never grouped: 1930, not 1.930.
      return Number.isInteger(number) ? String(number) : undefined;
    case "floor":
      if (!Number.isFinite(number)) return undefined;
      return number === 0 ? t("fields.groundFloor") : formatNumber(number, lang, 0);
    case "flag":
      return number === 1 ? t("fields.yes") : number === 0 ? t("fields.no") : undefined;
    case "facades": {
      const facade = facadeKind(value);
      return facade ? t(facadeKey(facade)) : undefined;
    }
    case "date":
      return formatDate(String(value), lang);
    case "text":
      return String(value).trim();
  }
}

/** The price row first: the sale price, or the monthly rent. */
function priceRow(facts: ListingFacts, translator: Translator): FieldRow {
  return {
    key: "price",
    label: translator.t(facts.goal === 1 ? "fields.rent" : "fields.price"),
    value: listingPrice(
      { price: facts.price, publishPrice: facts.publishPrice, priceUnit: facts.priceUnit, goal: facts.goal },
      translator,
    ),
  };
}

function depositRule(facts: ListingFacts, translator: Translator): FieldRow | undefined {
  if (facts.goal !== 1 || !facts.publishPrice || !facts.price || facts.price <= 0) return undefined;
  if (!isBlank(facts.details.deposit)) return undefined;
  return {
    key: "deposit",
    label: translator.t("fields.deposit"),
    value: translator.t("fields.depositRule", {
      amount: formatEuro(facts.price * RENT_DEPOSIT_MONTHS, translator.lang),
      months: RENT_DEPOSIT_MONTHS,
    }),
  };
}

/** Labels that depend on the goal: on a rental the tenant's charges are the monthly charges. */
function labelFor(key: string, facts: ListingFacts, t: Translate): string {
  if (key === "charges_renter" && facts.goal === 1) return t("fields.monthlyCharges");
  return t(`fields.${key}`);
}

/**
 * The groups the page shows, in order, each with only the fields that have a value; a group with
 * no values is left out.
 */
export function fieldGroups(facts: ListingFacts, translator: Translator): FieldGroup[] {
  const values: Record<string, DetailValue> = { ...facts.details, ...summaryValues(facts) };
  const groups: FieldGroup[] = [];
  for (const group of FIELD_GROUPS) {
    const rows: FieldRow[] = [];
    if (group.key === "prices") rows.push(priceRow(facts, translator));
    for (const [key, kind] of group.fields) {
      const value = formatField(kind, values[key], translator);
      if (value !== undefined && value !== "") rows.push({ key, label: labelFor(key, facts, translator.t), value });
      else if (key === "deposit") {
        const rule = depositRule(facts, translator);
        if (rule) rows.push(rule);
      }
    }
    if (rows.length > 0) groups.push({ key: group.key, title: translator.t(`fields.groups.${group.key}`), rows });
  }
  return groups;
}
