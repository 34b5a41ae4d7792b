/**
 * What a visitor confirms before visiting a listing: for a rental, the minimum net
 * monthly household income, the most persons the property takes, and what is paid at signing
 * (the first month's rent and charges, and a rent deposit of three months' rent); for a sale, the
 * deposit of 10 % of the price paid when the sale agreement is signed. Amounts are in euros,
 * rounded to the cent; `undefined` when the price is not published (the agency tells it).
 */

/** The rent deposit is three months of rent (charges not included). */
export const TENANT_DEPOSIT_MONTHS = 3;
/** The deposit at the signing of a sale agreement is 10 % of the price. */
export const SALE_DEPOSIT_RATE = 0.1;

export interface RentTerms {
  /** The household's net monthly income must be at least this. */
  minimumIncome: number;
  /** At most this many persons may live in the property. */
  maximumPersons: number;
  /** Paid at signing: the first month's rent and charges… */
  firstMonth: number;
  /** …and the rent deposit. */
  deposit: number;
  /** firstMonth + deposit. */
  dueAtSigning: number;
}

export interface SaleTerms {
  /** Paid when the sale agreement (compromis) is signed. */
  deposit: number;
}

/** The agency's own factors (site configuration `visits`). */
export interface VisitFactors {
  incomeFactor: number;
  personsPerBedroom: number;
}

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** A listing price the visitor may be told: published and above zero (the CRM sends 0 for none). */
export function knownPrice(price: number | null | undefined, publishPrice: boolean): number | undefined {
  return publishPrice && typeof price === "number" && Number.isFinite(price) && price > 0 ? price : undefined;
}

/** The most persons a property takes: `personsPerBedroom` per bedroom, a studio counting as one. */
export function maximumPersons(bedrooms: number, personsPerBedroom: number): number {
  return personsPerBedroom * Math.max(Math.floor(bedrooms) || 0, 1);
}

/**
 * A rental's terms. `charges` are the tenant's monthly charges (0 when none); the income rule is
 * `incomeFactor` × (rent + charges).
 */
export function rentTerms(
  rent: number,
  charges: number | null | undefined,
  bedrooms: number,
  factors: VisitFactors,
): RentTerms {
  const monthly = rent + (charges && charges > 0 ? charges : 0);
  const firstMonth = cents(monthly);
  const deposit = cents(rent * TENANT_DEPOSIT_MONTHS);
  return {
    minimumIncome: cents(monthly * factors.incomeFactor),
    maximumPersons: maximumPersons(bedrooms, factors.personsPerBedroom),
    firstMonth,
    deposit,
    dueAtSigning: cents(firstMonth + deposit),
  };
}

/** A sale's terms: the 10 % deposit of the price. */
export function saleTerms(price: number): SaleTerms {
  return { deposit: cents(price * SALE_DEPOSIT_RATE) };
}
