import { EnergyBadge } from "../energy/EnergyBadge.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { Translate } from "../../../shared/i18n/translate.ts";
import { washrooms } from "../../../shared/rules/bathrooms.ts";
import { energyLabel } from "../../../shared/rules/energy.ts";
import { CARD_NARROWEST, cardSizes, loadingFor, photoSrc, srcSet } from "../../../shared/rules/images.ts";
import { formatNumber } from "../../../shared/rules/locale.ts";
import { listingPrice } from "../../../shared/rules/money.ts";
import { Icon } from "../../components/Icon.tsx";
import { countText } from "./plural.ts";
import type { ListingStatus, PriceData, PropertyCardView } from "./model.ts";

/** Listings no longer on offer: their card shows the status where the price would be. */
const CLOSED: readonly ListingStatus[] = ["sold", "rented", "sold-out"];

/** The price line of a listing, or its status once it is sold or rented. */
export function cardPrice(
  card: { goal: 0 | 1; status: ListingStatus; price: PriceData },
  lang: string,
  t: Translate,
): string {
  if (CLOSED.includes(card.status)) return t(`card.status.${card.status}`);
  return listingPrice(
    { price: card.price.amount, publishPrice: card.price.published, priceUnit: card.price.unit, goal: card.goal },
    { lang, t },
  );
}

/**
 * A room count as the card shows it, the number alone, read out with its words ("2 bedrooms"): a
 * fact's first element holds its words for screen readers (client/styles/base.css hides it).
 * Where the words follow the number, only they are hidden; else the number is hidden from screen
 * readers and the whole text given to them.
 */
function RoomCount({ count, text }: { count: string; text: string }) {
  if (text.startsWith(`${count} `))
    return (
      <>
        {count}
        <span>{text.slice(count.length)}</span>
      </>
    );
  return (
    <>
      <span>{text}</span>
      <span aria-hidden="true">{count}</span>
    </>
  );
}

export interface PropertyCardProps {
  card: PropertyCardView;
  /** Position in its grid: only the first card of a list page loads its photo at once. */
  index: number;
  /** Cards per row on a desktop, for the photo's sizes. */
  perRow: number;
  /** The first photo is loaded at once (the list page's first card is likely its largest paint). */
  eagerFirst?: boolean;
}

/**
 * A property card: photo with status ribbon and Marquee label, type and reference, title, place,
 * price, rooms, living surface and energy class. The whole card is one link, in the heading, named
 * by what it holds: title, place and price. A list repeats the card up to twelve times, so its
 * markup names only what the stylesheet cannot tell from the card's structure
 * (client/styles/catalogue-list.css), and the place's and the facts' icons are the stylesheet's
 * (`data-icon`, client/styles/card-icons.css).
 */
export function PropertyCard({ card, index, perRow, eagerFirst = false }: PropertyCardProps) {
  const { t, lang } = useI18n();
  const energy = energyLabel(card.energy);
  const closed = CLOSED.includes(card.status);
  const place = [card.zip, card.city].filter(Boolean).join(" ");
  const eyebrow = [
    card.title !== card.typeName ? card.typeName : "",
    card.reference ? t("card.reference", { reference: card.reference }) : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const title = card.title || t("card.untitled");
  const rooms = [
    ...(card.bedrooms > 0 ? [{ icon: "bed" as const, count: card.bedrooms, key: "card.bedrooms" }] : []),
    ...washrooms(card).map((room) => ({
      icon: room.kind === "bathrooms" ? ("bath" as const) : ("shower" as const),
      count: room.count,
      key: `card.${room.kind}`,
    })),
  ].map(({ icon, count, key }) => ({ icon, count, text: countText(t, key, count, String(count)) }));
  // A plot has no living surface: its own surface says more than nothing.
  const surface = card.livingArea
    ? { value: card.livingArea, label: t("card.livingArea") }
    : card.groundArea
      ? { value: card.groundArea, label: t("card.groundArea") }
      : undefined;
  const loading = eagerFirst ? loadingFor(index) : "lazy";
  return (
    <article
      className={closed ? "property-card property-card--closed" : "property-card"}
      data-listing-id={card.id}
      data-status={card.status}
    >
      <div>
        {card.photo ? (
          <img
            src={photoSrc(card.photo, 600)}
            srcSet={srcSet(card.photo, CARD_NARROWEST) || undefined}
            sizes={cardSizes(perRow)}
            width={card.photo.width}
            height={card.photo.height}
            alt={t("card.photoAlt", { title, city: card.city })}
            // Eager when it may show at once, but never ahead of the page's banner image, the one
            // image the head preloads at high priority (decision 041). Eager is the default.
            loading={loading === "eager" ? undefined : loading}
            decoding="async"
          />
        ) : (
          <div className="property-card__no-photo">
            <Icon size={18} name="photo" />
            <span>{t("card.noPhoto")}</span>
          </div>
        )}
        {card.status !== "available" ? (
          <span className="property-card__ribbon">{t(`card.status.${card.status}`)}</span>
        ) : null}
        {card.marqueeName ? <span className="property-card__marquee">{card.marqueeName}</span> : null}
        {/* On the photo, not in the facts line: that line stays one line with every room kind. */}
        {energy ? <EnergyBadge label={energy} /> : null}
      </div>
      {eyebrow ? <p>{eyebrow}</p> : null}
      <h3>
        {/* Title, place and price, in this order: the link's and the heading's name. */}
        <a href={card.href}>
          <span>{title}</span> <span>{place}</span> <span>{cardPrice(card, lang, t)}</span>
        </a>
      </h3>
      <ul>
        {rooms.map(({ icon, count, text }) => (
          <li key={icon} data-icon={icon}>
            <RoomCount count={String(count)} text={text} />
          </li>
        ))}
        {surface ? (
          <li data-icon="area">
            <span>{`${surface.label}: `}</span>
            <span>{`${formatNumber(surface.value, lang, 0)} m²`}</span>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
