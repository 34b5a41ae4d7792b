// The 13 places of the seed dataset as the CRM names them per language: Brussels communes under
// their Dutch and French names (English uses the French one, as English-speaking Brussels does),
// Flemish and Walloon towns around Brussels, and two Luxembourg localities (CountryID 50).
// Luxembourg postcodes are written "L-1611", as on a Luxembourg address, so they can never be
// mistaken for a Belgian postcode (1611 would fall in the Flemish range).

export type Lang = "nl" | "fr" | "en";
export type Localized = Record<Lang, string>;

export interface Place {
  key: string;
  name: Localized;
  zip: string;
  country: 10 | 50;
  /** A point inside the commune; listings are spread around it. */
  centre: [number, number];
  /** Streets of the commune, in Dutch and French where both exist (English uses the French). */
  streets: { nl: string; fr: string }[];
}

const same = (name: string): Localized => ({ nl: name, fr: name, en: name });
const bilingual = (nl: string, fr: string): Localized => ({ nl, fr, en: fr });
const street = (nl: string, fr = nl) => ({ nl, fr });

export const COUNTRY_NAMES: Record<10 | 50, Localized> = {
  10: { nl: "België", fr: "Belgique", en: "Belgium" },
  50: { nl: "Luxemburg", fr: "Luxembourg", en: "Luxembourg" },
};

export const PLACES = {
  ixelles: {
    key: "ixelles",
    name: bilingual("Elsene", "Ixelles"),
    zip: "1050",
    country: 10,
    centre: [50.8275, 4.3725],
    streets: [
      street("Baljuwstraat", "Rue du Bailli"),
      street("Brouwerijstraat", "Rue de la Brasserie"),
      street("Kroonlaan", "Avenue de la Couronne"),
      street("Lesbroussartstraat", "Rue Lesbroussart"),
      street("Amerikaansestraat", "Rue Américaine"),
    ],
  },
  brussels1050: {
    key: "brussels1050",
    name: { nl: "Brussel", fr: "Bruxelles", en: "Brussels" },
    zip: "1050",
    country: 10,
    centre: [50.8225, 4.3705],
    streets: [
      street("Louizalaan", "Avenue Louise"),
      street("Emile De Motlaan", "Avenue Emile De Mot"),
      street("Franklin Rooseveltlaan", "Avenue Franklin Roosevelt"),
    ],
  },
  auderghem: {
    key: "auderghem",
    name: bilingual("Oudergem", "Auderghem"),
    zip: "1160",
    country: 10,
    centre: [50.8155, 4.427],
    streets: [
      street("Vorstlaan", "Boulevard du Souverain"),
      street("Waversesteenweg", "Chaussée de Wavre"),
      street("Vandrommelaan", "Avenue Vandromme"),
    ],
  },
  uccle: {
    key: "uccle",
    name: bilingual("Ukkel", "Uccle"),
    zip: "1180",
    country: 10,
    centre: [50.8005, 4.3375],
    streets: [
      street("Brugmannlaan", "Avenue Brugmann"),
      street("Winston Churchilllaan", "Avenue Winston Churchill"),
      street("De Frélaan", "Avenue De Fré"),
      street("Vanderkinderestraat", "Rue Vanderkindere"),
    ],
  },
  saintGilles: {
    key: "saintGilles",
    name: bilingual("Sint-Gillis", "Saint-Gilles"),
    zip: "1060",
    country: 10,
    centre: [50.8275, 4.3455],
    streets: [
      street("Overwinningsstraat", "Rue de la Victoire"),
      street("Paul Dejaerlaan", "Avenue Paul Dejaer"),
      street("Charleroisesteenweg", "Chaussée de Charleroi"),
    ],
  },
  etterbeek: {
    key: "etterbeek",
    name: same("Etterbeek"),
    zip: "1040",
    country: 10,
    centre: [50.8355, 4.389],
    streets: [
      street("Oudergemlaan", "Avenue d'Auderghem"),
      street("Veldstraat", "Rue des Champs"),
      street("Jachtlaan", "Avenue de la Chasse"),
    ],
  },
  woluwe: {
    key: "woluwe",
    name: bilingual("Sint-Pieters-Woluwe", "Woluwe-Saint-Pierre"),
    zip: "1150",
    country: 10,
    centre: [50.832, 4.43],
    streets: [
      street("Tervurenlaan", "Avenue de Tervueren"),
      street("Orbanlaan", "Avenue Orban"),
      street("Bosstraat", "Rue au Bois"),
    ],
  },
  zaventem: {
    key: "zaventem",
    name: same("Zaventem"),
    zip: "1930",
    country: 10,
    centre: [50.883, 4.472],
    streets: [street("Leuvensesteenweg"), street("Hector Henneaulaan"), street("Stationsstraat")],
  },
  overijse: {
    key: "overijse",
    name: same("Overijse"),
    zip: "3090",
    country: 10,
    centre: [50.774, 4.535],
    streets: [street("Brusselsesteenweg"), street("Terhulpensesteenweg"), street("Kapeldreef")],
  },
  waterloo: {
    key: "waterloo",
    name: same("Waterloo"),
    zip: "1410",
    country: 10,
    centre: [50.715, 4.399],
    streets: [street("Chaussée de Bruxelles"), street("Drève Richelle"), street("Avenue des Chasseurs")],
  },
  wavre: {
    key: "wavre",
    name: bilingual("Waver", "Wavre"),
    zip: "1300",
    country: 10,
    centre: [50.717, 4.608],
    streets: [street("Rue Provinciale"), street("Avenue Reine Astrid"), street("Rue du Commerce")],
  },
  luxembourg: {
    key: "luxembourg",
    name: { nl: "Luxemburg", fr: "Luxembourg", en: "Luxembourg" },
    zip: "L-1611",
    country: 50,
    centre: [49.6035, 6.133],
    streets: [street("Avenue de la Gare"), street("Rue de Strasbourg")],
  },
  strassen: {
    key: "strassen",
    name: same("Strassen"),
    zip: "L-8012",
    country: 50,
    centre: [49.6205, 6.0735],
    streets: [street("Route d'Arlon"), street("Rue des Romains")],
  },
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;
