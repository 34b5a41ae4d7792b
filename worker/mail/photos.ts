/**
 * GET /files/photo/{listing}.jpg: a listing's first photo as a JPEG 400 pixels wide, for mails.
 * The catalogue's photos are WebP, which many mail programs do not show; a mail links this
 * address instead, and the Images binding turns the WebP into a JPEG when it is first asked for.
 * The result is kept in the edge cache under the source photo's address, so a listing whose
 * photo changes gets the new one. Only the catalogue's photos are served: the path names a
 * listing, never an address, so nobody can have another picture converted.
 */
import { Hono } from "hono";

export const MAIL_PHOTO_PREFIX = "/files/photo/";
/** What a mail shows: wide enough for a mail's column, small enough for a phone's data plan. */
export const MAIL_PHOTO_WIDTH = 400;
const MAIL_PHOTO_QUALITY = 80;
/** A mail is read for days; a listing's first photo rarely changes. */
const CACHE_SECONDS = 7 * 24 * 3600;

/** The address a mail shows the listing's first photo at. */
export function mailPhotoUrl(origin: string, listingId: number): string {
  return new URL(`${MAIL_PHOTO_PREFIX}${listingId}.jpg`, origin).href;
}

/** The listing's first photo (its 400 px copy when there is one), else its thumbnail; undefined without either. */
async function firstPhoto(db: D1Database, listingId: number): Promise<string | undefined> {
  const row = await db
    .prepare(
      `SELECT COALESCE(
         (SELECT COALESCE(url_400, url) FROM listing_photos WHERE listing_id = ?1 AND position = 0 ORDER BY language LIMIT 1),
         (SELECT NULLIF(small_picture_url, '') FROM listings WHERE id = ?1 LIMIT 1)
       ) AS url`,
    )
    .bind(listingId)
    .first<{ url: string | null }>();
  return row?.url ?? undefined;
}

/** The photo's bytes: the site's own file through the assets, another host's over the network. */
async function source(env: Env, photo: URL, site: URL): Promise<Response> {
  return photo.origin === site.origin ? env.ASSETS.fetch(photo) : fetch(photo);
}

export const mailPhotos = new Hono<{ Bindings: Env }>();

mailPhotos.get(`${MAIL_PHOTO_PREFIX}:file`, async (c, next) => {
  const named = /^([1-9]\d{0,11})\.jpg$/.exec(c.req.param("file"));
  if (!named) return next();
  const listingId = Number(named[1]);
  const notFound = () => c.body(null, 404, { "Cache-Control": "public, max-age=300" });
  const path = await firstPhoto(c.env.DB, listingId);
  if (!path) return notFound();
  const site = new URL(c.req.url);
  const photo = new URL(path, site);
  const cache = await caches.open("mail-photos");
  const key = new Request(new URL(`${MAIL_PHOTO_PREFIX}${encodeURIComponent(photo.href)}.jpg`, site));
  const kept = await cache.match(key);
  if (kept) return kept;
  try {
    const original = await source(c.env, photo, site);
    if (!original.ok || !original.body) {
      console.warn(`mail photo: listing ${listingId}: ${photo.href} answered ${original.status}`);
      return notFound();
    }
    const jpeg = (
      await c.env.IMAGES.input(original.body)
        .transform({ width: MAIL_PHOTO_WIDTH, fit: "scale-down" })
        .output({ format: "image/jpeg", quality: MAIL_PHOTO_QUALITY })
    ).response();
    const response = new Response(jpeg.body, {
      headers: {
        "Content-Type": "image/jpeg",
        "Cache-Control": `public, max-age=${CACHE_SECONDS}`,
        "X-Content-Type-Options": "nosniff",
      },
    });
    c.executionCtx.waitUntil(cache.put(key, response.clone()));
    return response;
  } catch (error) {
    // A photo that cannot be read or converted: the mail shows its alternative text.
    console.warn(
      `mail photo: listing ${listingId}: ${photo.href} could not be converted: ${error instanceof Error ? error.message : String(error)}`,
    );
    return notFound();
  }
});
