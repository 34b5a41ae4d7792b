import { useI18n } from "../../i18n/context.tsx";
import { MapEmbed } from "../../map/MapEmbed.tsx";
import type { MapProperty } from "../../../shared/map/contract.ts";
import { formatNumber } from "../../../shared/rules/locale.ts";
import { cardPrice } from "./PropertyCard.tsx";
import type { MapResults } from "./model.ts";

/**
 * The map view: every result with a published address (up to the map's cap), not only one page.
 * The info message says how many results the map shows when that is not all of them.
 */
export function ListMap({ map, total }: { map: MapResults; total: number }) {
  const { t, lang } = useI18n();
  const properties: MapProperty[] = map.pins.map((pin) => ({
    id: pin.id,
    lat: pin.lat,
    lng: pin.lng,
    title: `${pin.title}, ${pin.city}`,
    price: cardPrice(pin, lang, t),
    href: pin.href,
    ...(pin.image ? { image: pin.image } : {}),
    marquee: pin.marquee,
    ...(pin.status !== "available" ? { status: t(`card.status.${pin.status}`) } : {}),
  }));
  const number = (n: number) => formatNumber(n, lang, 0);
  const infoMessage = map.capped
    ? t("list.map.capped", { shown: number(map.pins.length), total: number(total) })
    : map.located < total
      ? t("list.map.partial", { shown: number(map.located), total: number(total) })
      : undefined;
  return (
    <div className="list-map">
      {/* The frame shows the info message over the map, and the embed's link list repeats it. The
          map is the view's first screen: a preview stands in for it until the visitor reaches for it. */}
      <MapEmbed
        preview
        properties={properties}
        mapType="roadmap"
        ignoredMarquees={[]}
        {...(infoMessage ? { infoMessage } : {})}
      />
    </div>
  );
}
