// Words the CRM writes in each language: type names (as in migrations/0002_reference_data.sql),
// marquee names, price units and the detail values the agency's staff pick from lists.
import type { Localized } from "./cities.ts";

const t = (nl: string, fr: string, en: string): Localized => ({ nl, fr, en });

export const TYPE_NAMES: Record<number, Localized> = {
  1: t("Huis", "Maison", "House"),
  2: t("Appartement", "Appartement", "Apartment"),
  3: t("Studio", "Studio", "Studio"),
  4: t("Grond", "Terrain", "Plot of land"),
  5: t("Opbrengsteigendom", "Immeuble de rapport", "Investment property"),
  6: t("Handelspand", "Commerce", "Commercial property"),
  7: t("Garage/parking", "Garage/parking", "Garage/parking"),
  8: t("Industrieel pand", "Bâtiment industriel", "Industrial property"),
  9: t("Kantoor", "Bureaux", "Offices"),
};

/** What the agency's CRM calls each Marquee value (the site decides how to show them). */
export const MARQUEE_NAMES: Localized[] = [
  t("", "", ""),
  t("Nieuw", "Nouveau", "New"),
  t("Nieuwe prijs", "Nouveau prix", "New price"),
  t("Onder optie", "Sous option", "Under offer"),
  t("Exclusief", "Exclusivité", "Exclusive"),
];

/** PriceUnit codes: 1 total price, 2 per month, 7 "starting from" (shown with a prefix). */
export const PRICE_UNIT_TEXTS: Record<1 | 2 | 7, Localized> = {
  1: t("", "", ""),
  2: t("per maand", "par mois", "per month"),
  7: t("vanaf", "à partir de", "from"),
};

export const WORDS = {
  condition: {
    new: t("Nieuwbouw", "Neuf", "New build"),
    excellent: t("Uitstekend", "Excellent", "Excellent"),
    good: t("Goed", "Bon", "Good"),
    renovated: t("Gerenoveerd", "Rénové", "Renovated"),
    refresh: t("Op te frissen", "À rafraîchir", "Needs refreshing"),
    renovate: t("Te renoveren", "À rénover", "To renovate"),
  },
  heating: {
    gas: t("Gas (individueel)", "Gaz (individuel)", "Gas (individual)"),
    collective: t("Collectief (gas)", "Collectif (gaz)", "Communal (gas)"),
    heatPump: t("Warmtepomp", "Pompe à chaleur", "Heat pump"),
    oil: t("Stookolie", "Mazout", "Heating oil"),
    electric: t("Elektrisch", "Électrique", "Electric"),
  },
  kitchen: {
    fitted: t("Volledig ingericht", "Entièrement équipée", "Fully fitted"),
    open: t("Open ingerichte keuken", "Cuisine américaine équipée", "Open-plan fitted kitchen"),
    partly: t("Half ingericht", "Semi-équipée", "Partly fitted"),
    kitchenette: t("Kitchenette", "Kitchenette", "Kitchenette"),
  },
  frame: {
    pvc: t("PVC", "PVC", "PVC"),
    wood: t("Hout", "Bois", "Wood"),
    alu: t("Aluminium", "Aluminium", "Aluminium"),
  },
  glazing: {
    double: t("Dubbele beglazing", "Double vitrage", "Double glazing"),
    triple: t("Driedubbele beglazing", "Triple vitrage", "Triple glazing"),
    single: t("Enkele beglazing", "Simple vitrage", "Single glazing"),
  },
  roof: {
    flat: t("Plat dak", "Toit plat", "Flat roof"),
    pitched: t("Zadeldak", "Toit à deux versants", "Pitched roof"),
    mansard: t("Mansardedak", "Toit mansardé", "Mansard roof"),
  },
  state: {
    good: t("Goede staat", "Bon état", "Good condition"),
    new: t("Nieuw", "Neuf", "New"),
    worn: t("Te vernieuwen", "À remplacer", "Needs replacing"),
  },
  floor: {
    parquet: t("Parket", "Parquet", "Parquet"),
    tiles: t("Tegels", "Carrelage", "Tiles"),
    mixed: t("Parket en tegels", "Parquet et carrelage", "Parquet and tiles"),
    concrete: t("Gepolierd beton", "Béton poli", "Polished concrete"),
  },
  comfort: {
    alarm: t("Alarmsysteem, videofoon", "Système d'alarme, vidéophone", "Alarm system, video entryphone"),
    fireplace: t("Open haard, inbouwkasten", "Feu ouvert, placards intégrés", "Open fireplace, built-in wardrobes"),
    home: t("Domotica, vloerverwarming", "Domotique, chauffage au sol", "Home automation, underfloor heating"),
    aircon: t("Airconditioning, verhoogde vloer", "Air conditionné, faux plancher", "Air conditioning, raised floor"),
    garden: t("Tuinhuis, automatische poort", "Abri de jardin, portail automatique", "Garden shed, automatic gate"),
    terrace: t("Zonnewering op het terras", "Store solaire sur la terrasse", "Awning over the terrace"),
  },
  orientation: {
    south: t("Zuid", "Sud", "South"),
    southWest: t("Zuidwest", "Sud-ouest", "South-west"),
    west: t("West", "Ouest", "West"),
    east: t("Oost", "Est", "East"),
    north: t("Noord", "Nord", "North"),
  },
  availability: {
    now: t("Onmiddellijk", "Immédiatement", "Immediately"),
    deed: t("Bij akte", "À l'acte", "On signing of the deed"),
    agreement: t("In overleg", "À convenir", "By arrangement"),
    february: t("Vanaf 1 februari 2027", "À partir du 1er février 2027", "From 1 February 2027"),
    january: t("Vanaf 1 januari 2027", "À partir du 1er janvier 2027", "From 1 January 2027"),
    delivery: t("Bij oplevering", "À la réception", "On completion"),
  },
  vat: {
    registration: t("Registratierechten", "Droits d'enregistrement", "Registration duties"),
    vat21: t("Btw 21 %", "TVA 21 %", "VAT 21%"),
    vat17: t("Btw 17 %", "TVA 17 %", "VAT 17%"),
  },
  certificate: {
    compliant: t("Conform", "Conforme", "Compliant"),
    notCompliant: t("Niet conform", "Non conforme", "Not compliant"),
  },
  asbestos: {
    safe: t("Asbestinventaris: asbestveilig", "Inventaire amiante : sans risque", "Asbestos inventory: asbestos-safe"),
    present: t(
      "Asbestinventaris: asbest aanwezig, niet asbestveilig",
      "Inventaire amiante : amiante présent",
      "Asbestos inventory: asbestos present, not safe",
    ),
  },
  ground: {
    clean: t("Blanco bodemattest", "Attestation du sol vierge", "Clean soil certificate"),
    category0: t("Categorie 0: niet verontreinigd", "Catégorie 0 : non pollué", "Category 0: not polluted"),
  },
  zoning: {
    residential: t("Woongebied", "Zone d'habitat", "Residential area"),
    rural: t(
      "Woongebied met landelijk karakter",
      "Zone d'habitat à caractère rural",
      "Residential area of rural character",
    ),
    brusselsResidential: t(
      "Typisch woongebied",
      "Zone d'habitation à prédominance résidentielle",
      "Predominantly residential area",
    ),
    brusselsMixed: t("Gemengd gebied", "Zone mixte", "Mixed area"),
    brusselsAdmin: t("Administratiegebied", "Zone administrative", "Administrative area"),
    industrial: t("Industriegebied", "Zone d'activité économique", "Industrial area"),
    shopping: t("Lint voor handelskernen", "Liseré de noyau commercial", "Shopping-street frontage"),
  },
  planning: {
    none: t(
      "Geen stedenbouwkundige overtredingen gekend.",
      "Aucune infraction urbanistique connue.",
      "No known planning breaches.",
    ),
    permit: t(
      "Stedenbouwkundige vergunning voor de verbouwing in 2019.",
      "Permis d'urbanisme pour la rénovation de 2019.",
      "Planning permit for the 2019 renovation.",
    ),
    heritage: t(
      "Opgenomen in de inventaris van het bouwkundig erfgoed.",
      "Repris à l'inventaire du patrimoine architectural.",
      "Listed in the architectural heritage inventory.",
    ),
  },
  judicial: {
    none: t("Geen", "Aucune", "None"),
  },
  flood: {
    none: t("Niet overstromingsgevoelig", "Pas en zone inondable", "Not in a flood-prone area"),
    possible: t("Mogelijk overstromingsgevoelig", "Zone d'aléa d'inondation faible", "Possibly flood-prone"),
  },
};

export type WordGroup = keyof typeof WORDS;
