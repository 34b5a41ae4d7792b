// Seed new-build projects with their units; one is sold out. Units that are also published as a
// listing carry its id (40215, 40219, 40223).
import type { SeedProject } from "./model.ts";

export const PROJECTS: SeedProject[] = [
  {
    id: 7001, place: "etterbeek", street: 1, number: "62", projectNumber: "P-2024-03", status: "available", epc: 18, photos: 5, age: 60,
    name: { nl: "Résidence Lumière", fr: "Résidence Lumière", en: "Résidence Lumière" },
    description: {
      nl: "Kleinschalig nieuwbouwproject van twaalf appartementen op een steenworp van het Jourdanplein. Elk appartement heeft een terras of tuin, een warmtepomp en vloerverwarming; de ondergrondse parking telt acht plaatsen. Verkoop onder het btw-stelsel.",
      fr: "Petit projet neuf de douze appartements à un jet de pierre de la place Jourdan. Chaque logement dispose d'une terrasse ou d'un jardin, d'une pompe à chaleur et du chauffage au sol ; le parking souterrain compte huit emplacements. Vente sous régime TVA.",
      en: "A small new development of twelve flats a stone's throw from Place Jourdan. Every flat has a terrace or garden, a heat pump and underfloor heating, and the underground car park has eight spaces. Sold under the VAT regime.",
    },
    delivery: { nl: "Vierde kwartaal 2026", fr: "Quatrième trimestre 2026", en: "Fourth quarter of 2026" },
    constructions: { nl: "12 appartementen en 8 parkeerplaatsen", fr: "12 appartements et 8 emplacements de parking", en: "12 apartments and 8 parking spaces" },
    units: [
      { id: 700101, name: "A.0.1", type: 2, floor: 0, bedrooms: 1, living: 62, price: 285000, status: "sold" },
      { id: 700102, listingId: 40215, name: "A.1.1", type: 2, floor: 1, bedrooms: 2, living: 84, price: 349000, status: "available" },
      { id: 700103, name: "A.1.2", type: 2, floor: 1, bedrooms: 1, living: 64, price: 298000, status: "option" },
      { id: 700104, name: "A.2.1", type: 2, floor: 2, bedrooms: 2, living: 86, price: 365000, status: "available" },
      { id: 700105, name: "A.2.2", type: 2, floor: 2, bedrooms: 3, living: 112, price: 455000, status: "sold" },
      { id: 700106, name: "A.3.1", type: 2, floor: 3, bedrooms: 3, living: 128, price: 595000, status: "available" },
      { id: 700107, name: "P.01", type: 7, floor: -1, price: 32000, status: "available" },
      { id: 700108, name: "P.02", type: 7, floor: -1, price: 32000, status: "sold" },
    ],
  },
  {
    id: 7002, place: "overijse", street: 1, number: "140", projectNumber: "P-2022-07", status: "sold-out", epc: 60, photos: 5, age: 420,
    name: { nl: "Hof ter Linden", fr: "Hof ter Linden", en: "Hof ter Linden" },
    description: {
      nl: "Vijf ruime appartementen in een groene omgeving, op wandelafstand van het centrum van Overijse. Het project werd in 2025 opgeleverd en is volledig verkocht.",
      fr: "Cinq appartements spacieux dans un cadre verdoyant, à distance de marche du centre d'Overijse. Le projet a été livré en 2025 et est entièrement vendu.",
      en: "Five spacious apartments in green surroundings, within walking distance of Overijse town centre. The development was completed in 2025 and is fully sold.",
    },
    delivery: { nl: "Opgeleverd in 2025", fr: "Livré en 2025", en: "Completed in 2025" },
    constructions: { nl: "5 appartementen", fr: "5 appartements", en: "5 apartments" },
    units: [
      { id: 700201, name: "B.0.1", type: 2, floor: 0, bedrooms: 2, living: 92, price: 389000, status: "sold" },
      { id: 700202, name: "B.1.1", type: 2, floor: 1, bedrooms: 2, living: 94, price: 405000, status: "sold" },
      { id: 700203, name: "B.1.2", type: 2, floor: 1, bedrooms: 3, living: 118, price: 489000, status: "sold" },
      { id: 700204, listingId: 40219, name: "B.2", type: 2, floor: 2, bedrooms: 2, living: 96, price: 415000, status: "sold" },
      { id: 700205, name: "B.3", type: 2, floor: 3, bedrooms: 3, living: 135, price: 595000, status: "sold" },
    ],
  },
  {
    id: 7003, place: "strassen", street: 0, number: "220", projectNumber: "P-2025-02", status: "available", label: "A", photos: 5, age: 30,
    name: { nl: "Les Terrasses de Strassen", fr: "Les Terrasses de Strassen", en: "Les Terrasses de Strassen" },
    description: {
      nl: "Residentie van zestien appartementen en twee handelsruimten aan de Route d'Arlon, op vijf minuten van Luxemburg-stad. Grote terrassen, energieklasse A en een ondergrondse parking met laadpunten. De werken zijn gestart; oplevering voorzien in de zomer van 2027.",
      fr: "Résidence de seize appartements et deux surfaces commerciales sur la route d'Arlon, à cinq minutes de Luxembourg-Ville. Grandes terrasses, classe énergétique A et parking souterrain équipé de bornes de recharge. Les travaux ont commencé ; livraison prévue à l'été 2027.",
      en: "A residence of sixteen apartments and two retail units on the Route d'Arlon, five minutes from Luxembourg City. Large terraces, energy class A and an underground car park with charging points. Building work has started, with completion planned for summer 2027.",
    },
    delivery: { nl: "Zomer 2027", fr: "Été 2027", en: "Summer 2027" },
    constructions: { nl: "16 appartementen en 2 handelsruimten", fr: "16 appartements et 2 surfaces commerciales", en: "16 apartments and 2 retail units" },
    units: [
      { id: 700301, name: "C.0.1", type: 2, floor: 0, bedrooms: 1, living: 58, price: 495000, status: "sold" },
      { id: 700302, name: "C.1.1", type: 2, floor: 1, bedrooms: 2, living: 92, price: 690000, status: "option" },
      { id: 700303, name: "C.1.2", type: 2, floor: 1, bedrooms: 1, living: 61, price: 520000, status: "available" },
      { id: 700304, name: "C.2.1", type: 2, floor: 2, bedrooms: 2, living: 98, price: 705000, status: "available" },
      { id: 700305, listingId: 40223, name: "C.3", type: 2, floor: 3, bedrooms: 2, living: 104, price: 720000, status: "available" },
      { id: 700306, name: "C.4", type: 2, floor: 4, bedrooms: 3, living: 146, price: 1180000, status: "available" },
    ],
  },
];
