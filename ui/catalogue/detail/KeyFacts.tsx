import { useI18n } from "../../i18n/context.tsx";
import { washrooms } from "../../../shared/rules/bathrooms.ts";
import { energyLabel } from "../../../shared/rules/energy.ts";
import { formatNumber } from "../../../shared/rules/locale.ts";
import type { EnergyFacts, ListingFacts } from "./model.ts";
import { Icon, type GlyphName } from "../../components/Icon.tsx";

/** The handful of figures buyers compare first, under the photos; each only when stated. */
export function KeyFacts({ facts, energy }: { facts: ListingFacts; energy: EnergyFacts }) {
  const { t, lang } = useI18n();
  const label = energyLabel(energy);
  const items: { icon: GlyphName; value: string; label: string; key: string }[] = [];
  const add = (key: string, icon: GlyphName, value: number | null, text: (v: string) => string = (v) => v) => {
    if (value !== null && value > 0)
      items.push({ key, icon, value: text(formatNumber(value, lang)), label: t(`listing.keyFacts.${key}`) });
  };
  add("bedrooms", "bed", facts.bedrooms);
  for (const room of washrooms(facts)) add(room.kind, room.kind === "bathrooms" ? "bath" : "shower", room.count);
  add("livingArea", "area", facts.livingArea, (v) => t("fields.squareMetres", { value: v }));
  add("groundArea", "plot", facts.groundArea, (v) => t("fields.squareMetres", { value: v }));
  add("garages", "car", facts.garages);
  if (label) items.push({ key: "epc", icon: "leaf", value: label.letter, label: t("listing.keyFacts.epc") });
  if (items.length === 0) return null;
  return (
    <ul className="key-facts" aria-label={t("listing.keyFacts.label")}>
      {items.map((item) => (
        <li key={item.key} className={`key-facts__item key-facts__item--${item.key}`}>
          <Icon name={item.icon} />
          <span className="key-facts__value">{item.value}</span>
          <span className="key-facts__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
