// The seed feed's CRM history per listing (owner portal; worker/import/feed-history.ts):
// views per day from the listing's publication (at most 90 days) up to a cut-off two days before
// the feed's date, when the site took over the counting; and a handful of visits,
// communications, online media, appearances and documents, as the agency's CRM records them (in
// French, the office's working language). A few long-running listings have several pages of
// visits and communications. Deterministic: a fixed pseudo-random sequence per listing.
import type { SeedListing } from "./model.ts";
import { seededRandom } from "./random.ts";

const DAY = 86_400_000;
/** Days of view history at most. */
export const HISTORY_DAYS = 90;
/** The last day of the CRM's view history: the site counts from the next day on. */
export const HISTORY_CUTOFF_DAYS = 2;

/** Listings whose history fills several pages of a list (the first of each with a long history). */
const BUSY = { visit: 27, communication: 14 } as const;

const random = seededRandom;

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const PEOPLE = [
  "Sophie Janssens",
  "Marc Dubois",
  "Nadia El Amrani",
  "Pieter Claes",
  "Camille Lambert",
  "Thomas Wouters",
  "Inès Moreau",
  "Jan Peeters",
  "Léa Vandenberghe",
  "Youssef Benali",
  "Charlotte De Smet",
  "Olivier Lejeune",
  "Eva Maes",
  "Julien Renard",
] as const;

interface KindVocabulary {
  types: readonly string[];
  contacts: readonly string[];
  subjects: readonly string[];
  comments: readonly string[];
  statuses: readonly string[];
  sources: readonly string[];
  /** Days before publication the first entries may date from. */
  lead: number;
}

const VOCABULARY: Record<"visit" | "communication" | "media" | "appearance" | "document", KindVocabulary> = {
  visit: {
    types: ["Première visite", "Deuxième visite", "Visite libre", "Visite avec architecte"],
    contacts: PEOPLE,
    subjects: ["Visite du bien", "Visite en couple", "Visite pour un investisseur", "Visite après demande en ligne"],
    comments: [
      "Très intéressés, attendent l'accord de leur banque.",
      "Trouvent la cuisine trop petite.",
      "Demandent le PEB et le décompte des charges.",
      "Reviendront avec un entrepreneur pour chiffrer les travaux.",
      "Pas de suite : cherchent un jardin.",
      "Offre probable cette semaine.",
      "",
    ],
    statuses: ["Effectuée", "Effectuée", "Effectuée", "Annulée"],
    sources: ["Site web", "Immoweb", "Zimmo", "Téléphone", "Vitrine"],
    lead: 0,
  },
  communication: {
    types: ["E-mail", "Téléphone", "Courrier", "SMS"],
    contacts: ["Propriétaire", ...PEOPLE.slice(0, 6)],
    subjects: [
      "Compte rendu des visites",
      "Demande d'informations",
      "Envoi du PEB",
      "Question sur les charges",
      "Proposition d'adaptation du prix",
      "Confirmation de rendez-vous",
    ],
    comments: [
      "Réponse envoyée le jour même.",
      "À rappeler en fin de semaine.",
      "Documents joints.",
      "",
      "Le propriétaire est d'accord.",
    ],
    statuses: ["Envoyé", "Reçu", "Traité"],
    sources: ["Agent", "Site web", "Immoweb"],
    lead: 21,
  },
  media: {
    types: ["Portail immobilier", "Réseau social", "Site de l'agence", "Newsletter"],
    contacts: ["Immoweb", "Zimmo", "Logic-Immo", "Facebook", "Instagram", "athome.lu"],
    subjects: [
      "Publication de l'annonce",
      "Mise à jour des photos",
      "Mise en avant (top annonce)",
      "Adaptation du prix publiée",
      "Visite virtuelle ajoutée",
    ],
    comments: [
      "",
      "Annonce en première page pendant 7 jours.",
      "Photos professionnelles ajoutées.",
      "Texte traduit en néerlandais et en anglais.",
    ],
    statuses: ["En ligne", "Mise à jour", "Terminée"],
    sources: ["Agence"],
    lead: 0,
  },
  appearance: {
    types: ["Vitrine", "Presse", "Panneau", "Journal de l'agence", "Salon immobilier"],
    contacts: ["Vitrine de l'agence", "Le Soir Immo", "Vlan", "The Brussels Times", "Batibouw"],
    subjects: [
      "Annonce en vitrine",
      "Annonce dans l'édition du week-end",
      "Panneau « À vendre » posé",
      "Présentation au salon",
      "Article dans le journal de l'agence",
    ],
    comments: ["", "Demi-page couleur.", "Panneau sur la façade avant.", "Bonne visibilité le samedi."],
    statuses: ["Paru", "Paru", "Retiré"],
    sources: ["Agence"],
    lead: 0,
  },
  document: {
    types: [
      "Certificat PEB",
      "Contrôle électrique",
      "Renseignements urbanistiques",
      "Attestation du sol",
      "Mandat de vente",
      "Compromis",
    ],
    contacts: [
      "Propriétaire",
      "Notaire Dewandre",
      "Bruxelles Environnement",
      "Certificateur PEB",
      "Service de l'urbanisme",
    ],
    subjects: ["Demande du document", "Document reçu", "Copie transmise au propriétaire", "Document mis à jour"],
    comments: ["", "Valable dix ans.", "Remarques mineures à lever.", "Original au dossier."],
    statuses: ["Demandé", "Reçu", "Transmis"],
    sources: ["Agence", "Notaire", "Commune", "Certificateur"],
    lead: 30,
  },
};

export interface SeedHistory {
  ID: number;
  Views: { Date: string; Views: number }[];
  Activities: {
    ID: string;
    Kind: keyof typeof VOCABULARY;
    Date: string;
    Type: string;
    Contact: string;
    Subject: string;
    Comment: string;
    Status: string;
    Source: string;
  }[];
}

/** Views per day: more in the first weeks, more at weekends, a listing's own level. */
function views(l: SeedListing, publishedAt: number, cutoff: number, rnd: () => number): SeedHistory["Views"] {
  const level = 3 + (l.id % 7) + l.marquee;
  const first = Math.max(Math.floor(publishedAt / DAY) * DAY, cutoff - (HISTORY_DAYS - 1) * DAY);
  const out: SeedHistory["Views"] = [];
  for (let time = first; time <= cutoff; time += DAY) {
    const weeks = (time - publishedAt) / (7 * DAY);
    const weekday = new Date(time).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
    const fresh = 1 + 1.5 * Math.exp(-weeks);
    out.push({ Date: dayOf(time), Views: Math.round(level * fresh * weekend * (0.5 + rnd())) });
  }
  return out;
}

function activities(
  l: SeedListing,
  publishedAt: number,
  feedTime: number,
  busy: boolean,
  rnd: () => number,
): SeedHistory["Activities"] {
  const out: SeedHistory["Activities"] = [];
  for (const kind of Object.keys(VOCABULARY) as (keyof typeof VOCABULARY)[]) {
    const words = VOCABULARY[kind];
    const count = busy && kind in BUSY ? BUSY[kind as keyof typeof BUSY] : 2 + Math.floor(rnd() * 4);
    const from = publishedAt - words.lead * DAY;
    const to = feedTime - DAY;
    for (let n = 1; n <= count; n++) {
      // Spread over the period, on the agency's working hours (UTC 8 to 17).
      const day = Math.floor((from + ((to - from) * (n - 0.5 + (rnd() - 0.5) * 0.8)) / count) / DAY) * DAY;
      const at = new Date(day + (8 + Math.floor(rnd() * 9)) * 3_600_000 + Math.floor(rnd() * 4) * 15 * 60_000);
      out.push({
        ID: `${kind.slice(0, 3).toUpperCase()}-${l.id}-${String(n).padStart(3, "0")}`,
        Kind: kind,
        Date: at.toISOString().replace(".000Z", "Z"),
        Type: pick(rnd, words.types),
        Contact: pick(rnd, words.contacts),
        Subject: pick(rnd, words.subjects),
        Comment: pick(rnd, words.comments),
        Status: pick(rnd, words.statuses),
        Source: pick(rnd, words.sources),
      });
    }
  }
  return out;
}

/** The history entry of every seed listing, for the feed's `history` list. */
export function seedHistory(listings: readonly SeedListing[], feedDate: string): SeedHistory[] {
  const feedTime = Date.parse(feedDate);
  const cutoff = Math.floor(feedTime / DAY) * DAY - HISTORY_CUTOFF_DAYS * DAY;
  // The oldest sale and the oldest rental, and the third oldest listing: several pages of history.
  const byAge = [...listings].sort((a, b) => b.age - a.age || a.id - b.id);
  const busy = new Set([byAge.find((l) => l.goal === 0)!.id, byAge.find((l) => l.goal === 1)!.id, byAge[2]!.id]);
  return listings.map((l) => {
    const rnd = random(l.id);
    const publishedAt = feedTime - l.age * DAY;
    return {
      ID: l.id,
      Views: views(l, publishedAt, cutoff, rnd),
      Activities: activities(l, publishedAt, feedTime, busy.has(l.id), rnd),
    };
  });
}
