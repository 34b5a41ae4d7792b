/**
 * Rows of the property cache as the plain card and pin data the pages render (shared by the lists,
 * the home modules and the detail page's similar properties).
 */
import type { CardPhoto, ListingStatus, MapPin, PropertyCardView } from "../../ui/catalogue/list/model.ts";
import { THUMBNAIL_WIDTH } from "../../shared/rules/images.ts";
import type { RouteTable } from "../../config/routes.ts";
import { priceData, type CardRow, type PinRow } from "./listings.ts";
import { listingHref, listingTypeName } from "./paths.ts";

/** Originals are 3:2 (1920×1280) when the feed gives no size. */
const ORIGINAL = { width: 1920, height: 1280 };
const THUMBNAIL_HEIGHT = 167;

const STATUSES: readonly ListingStatus[] = ["available", "sold", "rented", "sold-out", "for-takeover"];

function status(value: string): ListingStatus {
  return (STATUSES as readonly string[]).includes(value) ? (value as ListingStatus) : "available";
}

/**
 * The card photo: the first photo with its resized copies; the 250 px SmallPictureItem only when
 * there is no photo (too coarse for a card on a high-density screen).
 */
function cardPhoto(row: CardRow): CardPhoto | undefined {
  if (row.photo_url) {
    return {
      url: row.photo_url,
      url_100: row.photo_url_100,
      url_400: row.photo_url_400,
      url_600: row.photo_url_600,
      url_1360: row.photo_url_1360,
      width: row.photo_width ?? ORIGINAL.width,
      height: row.photo_height ?? ORIGINAL.height,
    };
  }
  if (row.small_picture_url) {
    return {
      url: row.small_picture_url,
      width: row.small_picture_width ?? THUMBNAIL_WIDTH,
      height: row.small_picture_height ?? THUMBNAIL_HEIGHT,
    };
  }
  return undefined;
}

export function cardView(row: CardRow, table: RouteTable, lang: string): PropertyCardView {
  const type = listingTypeName(row);
  const goal = row.goal === 1 ? 1 : 0;
  const photo = cardPhoto(row);
  return {
    id: row.id,
    href: listingHref(table, lang, { id: row.id, goal, city: row.city, typeName: type }),
    goal,
    status: status(row.status),
    title: row.type_description.trim() || type,
    typeName: type,
    reference: row.record_file,
    city: row.city,
    zip: row.zip,
    price: priceData(row),
    ...(row.marquee_name.trim() ? { marqueeName: row.marquee_name.trim() } : {}),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    showerRooms: row.shower_rooms,
    ...(row.living_area && row.living_area > 0 ? { livingArea: row.living_area } : {}),
    ...(row.ground_area && row.ground_area > 0 ? { groundArea: row.ground_area } : {}),
    energy: {
      zip: row.zip,
      countryId: row.country_id,
      energyPerformance: row.energy_performance,
      epcLabelText: row.epc_label_text,
    },
    ...(photo ? { photo } : {}),
  };
}

export function pinView(row: PinRow, table: RouteTable, lang: string): MapPin {
  const type = listingTypeName(row);
  const goal = row.goal === 1 ? 1 : 0;
  return {
    id: row.id,
    lat: row.latitude,
    lng: row.longitude,
    title: row.type_description.trim() || type,
    city: row.city,
    href: listingHref(table, lang, { id: row.id, goal, city: row.city, typeName: type }),
    goal,
    status: status(row.status),
    price: priceData(row),
    ...(row.small_picture_url ? { image: row.small_picture_url } : {}),
    marquee: row.marquee,
  };
}
