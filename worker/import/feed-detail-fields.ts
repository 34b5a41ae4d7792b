/**
 * Every detail field of a listing as the CRM feed names it (PascalCase), the listing_details column
 * it fills, and how its value is read. One table drives both the feed schema and the import.
 */
import type { ListingDetailsTable } from "../db/property-cache.ts";
import type { feed } from "./feed-values.ts";

type Kind = keyof Pick<
  typeof feed,
  "money" | "area" | "optionalCount" | "integer" | "year" | "optionalText" | "flag" | "number" | "date"
>;

export const DETAIL_FIELDS = [
  // Prices and costs
  ["UniqueCode", "unique_code", "optionalText"],
  ["ChargesOwner", "charges_owner", "money"],
  ["ChargesRenter", "charges_renter", "money"],
  ["TotalCost", "total_cost", "money"],
  ["TotalPrice", "total_price", "money"],
  ["Deposit", "deposit", "money"],
  ["AgencyCost", "agency_cost", "money"],
  ["InventoryCost", "inventory_cost", "money"],
  ["NotaryFeeInclVat", "notary_fee_incl_vat", "money"],
  ["NotaryFeeExclVat", "notary_fee_excl_vat", "money"],
  ["RegistrationRights", "registration_rights", "money"],
  ["VatValue", "vat_value", "money"],
  ["VatRegime", "vat_regime", "optionalText"],
  ["ConstructionCost", "construction_cost", "money"],
  ["ParkingPrice", "parking_price", "money"],
  ["GaragePrice", "garage_price", "money"],
  // Surfaces and dimensions
  ["TotalArea", "total_area", "area"],
  ["TerraceArea", "terrace_area", "area"],
  ["GardenArea", "garden_area", "area"],
  ["OfficeArea", "office_area", "area"],
  ["StoreArea", "store_area", "area"],
  ["ConstructedArea", "constructed_area", "area"],
  ["PlotWidth", "plot_width", "area"],
  ["FrontWidth", "front_width", "area"],
  // Counts
  ["Parkings", "parkings", "optionalCount"],
  ["ExternalParkings", "external_parkings", "optionalCount"],
  ["Floors", "floors", "optionalCount"],
  ["Floor", "floor", "integer"],
  ["Facades", "facades", "optionalCount"],
  ["ExtraRooms", "extra_rooms", "optionalCount"],
  // Years, condition and comfort
  ["ConstructionYear", "construction_year", "year"],
  ["RenovationYear", "renovation_year", "year"],
  ["Availability", "availability", "optionalText"],
  ["Condition", "condition", "optionalText"],
  ["Heating", "heating", "optionalText"],
  ["Kitchen", "kitchen", "optionalText"],
  ["WindowFrame", "window_frame", "optionalText"],
  ["Glazing", "glazing", "optionalText"],
  ["Roof", "roof", "optionalText"],
  ["RoofCondition", "roof_condition", "optionalText"],
  ["FloorCovering", "floor_covering", "optionalText"],
  ["InteriorComfort", "interior_comfort", "optionalText"],
  ["ExteriorComfort", "exterior_comfort", "optionalText"],
  ["OrientationTerrace", "orientation_terrace", "optionalText"],
  ["OrientationGarden", "orientation_garden", "optionalText"],
  ["OrientationRear", "orientation_rear", "optionalText"],
  // Flags
  ["HasGas", "has_gas", "flag"],
  ["HasWater", "has_water", "flag"],
  ["HasLift", "has_lift", "flag"],
  ["HasCellar", "has_cellar", "flag"],
  ["HasGarden", "has_garden", "flag"],
  ["HasTerrace", "has_terrace", "flag"],
  ["HasAttic", "has_attic", "flag"],
  ["IsFurnished", "is_furnished", "flag"],
  ["HasPool", "has_pool", "flag"],
  ["HasElectricityConnection", "has_electricity_connection", "flag"],
  ["HasDrainConnection", "has_drain_connection", "flag"],
  // Energy
  ["EpcTotal", "epc_total", "number"],
  ["EpcUniqueCode", "epc_unique_code", "optionalText"],
  ["CO2Emission", "co2_emission", "number"],
  ["EpcValidUntil", "epc_valid_until", "date"],
  ["ELevel", "e_level", "integer"],
  // Asbestos and certificates
  ["AsbestosType", "asbestos_type", "optionalText"],
  ["AsbestosDate", "asbestos_date", "date"],
  ["ElectricityCertificate", "electricity_certificate", "optionalText"],
  ["ElectricityCertificateDate", "electricity_certificate_date", "date"],
  ["GasCertificate", "gas_certificate", "optionalText"],
  ["GasCertificateDate", "gas_certificate_date", "date"],
  ["GroundCertificate", "ground_certificate", "optionalText"],
  // Urban planning
  ["HasPermit", "has_permit", "flag"],
  ["HasSummons", "has_summons", "flag"],
  ["HasAllotmentPermit", "has_allotment_permit", "flag"],
  ["HasPreemptiveRights", "has_preemptive_rights", "flag"],
  ["JudicialDecision", "judicial_decision", "optionalText"],
  ["AreaApplication", "area_application", "optionalText"],
  ["PlanningInformation", "planning_information", "optionalText"],
  // Flood information
  ["FloodZone", "flood_zone", "optionalText"],
  ["RiparianZone", "riparian_zone", "flag"],
  ["FloodRiskArea", "flood_risk_area", "flag"],
  ["PScore", "p_score", "optionalText"],
  ["GScore", "g_score", "optionalText"],
  // Annuity sale (viager)
  ["AnnuityLumpSum", "annuity_lump_sum", "money"],
  ["AnnuityMonthly", "annuity_monthly", "money"],
  ["AnnuityHeads", "annuity_heads", "optionalCount"],
  ["AnnuityAges", "annuity_ages", "optionalText"],
] as const satisfies readonly (readonly [string, keyof ListingDetailsTable, Kind])[];

export type DetailFieldName = (typeof DETAIL_FIELDS)[number][0];
