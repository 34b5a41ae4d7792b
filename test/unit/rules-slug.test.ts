import { describe, expect, it } from "vitest";
import { slugify } from "../../shared/rules/slug.ts";

describe("slugs of cities and property types", () => {
  it.each([
    ["Sint-Lambrechts-Woluwe", "sint-lambrechts-woluwe"],
    ["Woluwe-Saint-Lambert", "woluwe-saint-lambert"],
    ["Espace commercial", "espace-commercial"],
    ["Ixelles", "ixelles"],
    ["Elsene", "elsene"],
    ["Watermael-Boitsfort", "watermael-boitsfort"],
    ["Écaussinnes", "ecaussinnes"],
    ["Braine-l'Alleud", "braine-lalleud"],
    ["Braine-l’Alleud", "braine-lalleud"],
    ["Façade", "facade"],
    ["Straße", "strasse"],
    ["Œuvre", "oeuvre"],
    ["Cæsar", "caesar"],
    ["Bureaux / Offices", "bureaux-offices"],
    ["  Terrain à bâtir  ", "terrain-a-batir"],
    ["Luxembourg (Ville)", "luxembourg-ville"],
    ["Appartement 2ch.", "appartement-2ch"],
    ["--", ""],
    ["", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("gives nothing for nothing", () => {
    expect(slugify(null)).toBe("");
    expect(slugify(undefined)).toBe("");
  });
});
