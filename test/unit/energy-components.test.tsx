import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { EnergyBadge } from "../../ui/catalogue/energy/EnergyBadge.tsx";
import { EnergySection, type EnergySectionProps } from "../../ui/catalogue/energy/EnergySection.tsx";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { energyLabel } from "../../shared/rules/energy.ts";

const dictionaries = { nl, fr, en };

function render(lang: keyof typeof dictionaries, element: ReactElement): string {
  return renderToStaticMarkup(
    <I18nProvider value={createTranslator(lang, [[lang, dictionaries[lang]]])}>{element}</I18nProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const brusselsE = energyLabel({ zip: "1050", countryId: 10, energyPerformance: 240, epcLabelText: "" });
const flandersB = energyLabel({ zip: "9000", countryId: 10, energyPerformance: 150, epcLabelText: "" });

describe("the energy badge on a card", () => {
  it("names the certificate and the class, coloured by the class", () => {
    const html = render("en", <EnergyBadge label={flandersB!} />);
    expect(text(html)).toBe("EPC B");
    expect(html).toContain('data-tone="3"');
    expect(text(render("fr", <EnergyBadge label={brusselsE!} />))).toBe("PEB E");
  });
});

describe("the energy part of a detail page", () => {
  const full: EnergySectionProps = {
    label: brusselsE,
    value: 240,
    total: 21543.7,
    uniqueCode: "20240312-0001234-01",
    co2: 48.2,
    validUntil: "2034-03-12",
    eLevel: 60,
  };

  it("shows the region's label image and every figure with its unit (nl)", () => {
    const html = render("nl", <EnergySection {...full} />);
    expect(html).toContain('src="/images/epc/brussels/e.svg"');
    expect(html).toContain('alt="EPC-label E (Brussels Hoofdstedelijk Gewest)"');
    const shown = text(html);
    for (const part of [
      "Energieprestatie",
      "EPC-label E",
      "Energiescore 240 kWh/m²/jaar",
      "Totaal energieverbruik 21.543,7 kWh/jaar",
      "CO₂-uitstoot 48,2 kg CO₂/m²/jaar",
      "E-peil E60",
      "Unieke code EPC 20240312-0001234-01",
      "Geldig tot 12 maart 2034",
    ]) {
      expect(shown).toContain(part);
    }
  });

  it("gives the renovation notice when it applies, with 5 years in every language", () => {
    expect(text(render("nl", <EnergySection {...full} renovationNotice />))).toContain(
      "binnen 5 jaar renoveren tot label D of beter",
    );
    expect(text(render("fr", <EnergySection {...full} renovationNotice />))).toContain("dans les 5 ans");
    expect(text(render("en", <EnergySection {...full} renovationNotice />))).toContain("within 5 years");
    // An E label alone does not say the property is a home for sale.
    expect(text(render("en", <EnergySection {...full} />))).not.toContain("within 5 years");
  });

  it("shows only what the CRM filled in", () => {
    const shown = text(render("en", <EnergySection label={flandersB} value={150} />));
    expect(shown).toBe("Energy performance EPC label B Energy score 150 kWh/m²/year");
  });

  it("shows the figures without an image when no class can be derived", () => {
    const html = render("fr", <EnergySection label={null} value={150} uniqueCode="ABC" />);
    expect(html).not.toContain("<img");
    expect(text(html)).toContain("Code unique du certificat ABC");
  });

  it("renders nothing when nothing is known", () => {
    expect(render("en", <EnergySection label={null} value={null} uniqueCode="  " validUntil="" />)).toBe("");
  });

  it("shows a validity date it cannot read as written", () => {
    expect(text(render("en", <EnergySection label={null} validUntil="end of 2030" />))).toContain(
      "Valid until end of 2030",
    );
  });
});
