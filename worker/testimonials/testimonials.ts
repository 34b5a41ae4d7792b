/**
 * Testimonials as D1 stores them: what visitors may read (approved ones only, newest first) and
 * the one way a new testimonial gets in (pending, until the agency approves it). Plain functions
 * over D1 that return plain data.
 */
import { leadIdOf } from "../forms/leads.ts";
import { slugPrefix } from "./slug.ts";

export type TestimonialStatus = "pending" | "approved" | "rejected";

export interface Testimonial {
  id: number;
  slug: string;
  name: string;
  about: string;
  website: string | null;
  /** The agency's own picture: a site path or an https address. */
  image: string | null;
  /** The R2 key of the photo the author sent (worker/testimonials/portrait.ts), or null. */
  imageKey: string | null;
  comment: string;
  /** The language it was written in. */
  language: string;
  /** ISO 8601, UTC. */
  postedAt: string;
  approvedAt: string | null;
}

/** A testimonial as a link to its article (the neighbours of an article). */
export interface TestimonialLink {
  slug: string;
  name: string;
}

export interface ApprovedPage {
  /** Approved testimonials in all. */
  total: number;
  /** The page shown: the one asked for, or the last one when that lies past the end. */
  page: number;
  testimonials: Testimonial[];
}

/** A testimonials row as D1 returns it (TESTIMONIAL_COLUMNS). */
export interface TestimonialRow {
  id: number;
  slug: string;
  name: string;
  about: string;
  website: string | null;
  image: string | null;
  image_key: string | null;
  comment: string;
  language: string;
  posted_at: string;
  approved_at: string | null;
}

export const TESTIMONIAL_COLUMNS =
  "id, slug, name, about, website, image, image_key, comment, language, posted_at, approved_at";
// Newest first; the id breaks ties so paging never shows a testimonial twice.
const NEWEST_FIRST = "ORDER BY posted_at DESC, id DESC";

export function testimonialFromRow(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    about: row.about,
    website: row.website,
    image: row.image,
    imageKey: row.image_key,
    comment: row.comment,
    language: row.language,
    postedAt: row.posted_at,
    approvedAt: row.approved_at,
  };
}

/** One page of approved testimonials, newest first, with how many there are in all. */
export async function listApprovedTestimonials(db: D1Database, page: number, perPage: number): Promise<ApprovedPage> {
  const read = (n: number) =>
    db
      .prepare(
        `SELECT ${TESTIMONIAL_COLUMNS} FROM testimonials WHERE status = 'approved' ${NEWEST_FIRST} LIMIT ?1 OFFSET ?2`,
      )
      .bind(perPage, (n - 1) * perPage);
  const [count, rows] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM testimonials WHERE status = 'approved'"),
    read(page),
  ]);
  const total = (count!.results[0] as { n: number }).n;
  const last = Math.max(1, Math.ceil(total / perPage));
  if (page <= last) return { total, page, testimonials: (rows!.results as TestimonialRow[]).map(testimonialFromRow) };
  // Past the end (an old link, a hand-typed number): the last page.
  const { results } = await read(last).all<TestimonialRow>();
  return { total, page: last, testimonials: results.map(testimonialFromRow) };
}

/** An approved testimonial by its slug; undefined when there is none, or it is pending or rejected. */
export async function getApprovedTestimonial(db: D1Database, slug: string): Promise<Testimonial | undefined> {
  const row = await db
    .prepare(`SELECT ${TESTIMONIAL_COLUMNS} FROM testimonials WHERE slug = ?1 AND status = 'approved'`)
    .bind(slug)
    .first<TestimonialRow>();
  return row ? testimonialFromRow(row) : undefined;
}

/** The approved testimonials just before (newer) and after (older) one, in the reviews page's order. */
export async function testimonialNeighbours(
  db: D1Database,
  testimonial: Pick<Testimonial, "id" | "postedAt">,
): Promise<{ newer?: TestimonialLink; older?: TestimonialLink }> {
  const [newer, older] = await db.batch([
    db
      .prepare(
        "SELECT slug, name FROM testimonials WHERE status = 'approved' AND (posted_at, id) > (?1, ?2) ORDER BY posted_at, id LIMIT 1",
      )
      .bind(testimonial.postedAt, testimonial.id),
    db
      .prepare(
        `SELECT slug, name FROM testimonials WHERE status = 'approved' AND (posted_at, id) < (?1, ?2) ${NEWEST_FIRST} LIMIT 1`,
      )
      .bind(testimonial.postedAt, testimonial.id),
  ]);
  return {
    newer: newer!.results[0] as TestimonialLink | undefined,
    older: older!.results[0] as TestimonialLink | undefined,
  };
}

export interface SitemapTestimonial {
  slug: string;
  /** When it was last changed for visitors: its approval (or, without one, its posting). */
  lastmod: string;
}

/** Every approved testimonial's slug, newest first, for the sitemap. */
export async function approvedTestimonialSlugs(db: D1Database): Promise<SitemapTestimonial[]> {
  const { results } = await db
    .prepare(
      `SELECT slug, COALESCE(approved_at, posted_at) AS lastmod FROM testimonials WHERE status = 'approved' ${NEWEST_FIRST}`,
    )
    .all<SitemapTestimonial>();
  return results;
}

/** What the testimonial form stores; it validates the fields before. */
export interface NewTestimonial {
  name: string;
  about: string;
  website?: string;
  image?: string;
  /** The R2 key of the photo the author sent, already stored. */
  imageKey?: string;
  comment: string;
  language: string;
}

/**
 * Stores a testimonial as pending, with its slug (name + the id D1 gives it), and returns both.
 * Nothing shows it until the agency sets its status to 'approved' with an approved_at.
 */
export async function addPendingTestimonial(
  db: D1Database,
  input: NewTestimonial,
  now: Date,
): Promise<{ id: number; slug: string }> {
  const [, named] = await db.batch(pendingTestimonialStatements(db, input, now));
  return named!.results[0] as { id: number; slug: string };
}

/**
 * The statements that store a pending testimonial, to run in one batch (alone, or in the batch of
 * the lead that sent it, whose idempotency key `leadKey` names it). The id is only known once the
 * row exists: the first inserts it under a throw-away slug and the second writes the real one at
 * once, so no other reader sees the first.
 */
export function pendingTestimonialStatements(
  db: D1Database,
  input: NewTestimonial,
  now: Date,
  leadKey?: string,
): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `INSERT INTO testimonials (slug, name, about, website, image, image_key, comment, language, status, posted_at, lead_id)
         VALUES ('new-' || lower(hex(randomblob(8))), ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8, ${leadKey === undefined ? "NULL" : leadIdOf})`,
      )
      .bind(
        input.name.trim(),
        input.about.trim(),
        input.website?.trim() || null,
        input.image?.trim() || null,
        input.imageKey ?? null,
        input.comment.trim(),
        input.language,
        now.toISOString(),
        // The lead's key: the unnumbered parameter of leadIdOf, the ninth.
        ...(leadKey === undefined ? [] : [leadKey]),
      ),
    db
      .prepare("UPDATE testimonials SET slug = ?1 || id WHERE id = last_insert_rowid() RETURNING id, slug")
      .bind(slugPrefix(input.name)),
  ];
}

/** The photo a testimonial's author sent (its R2 key) and the testimonial's status; undefined when it has no photo of its own. */
export async function testimonialPortrait(
  db: D1Database,
  id: number,
): Promise<{ key: string; status: TestimonialStatus } | undefined> {
  const row = await db
    .prepare("SELECT image_key, status FROM testimonials WHERE id = ? AND image_key IS NOT NULL")
    .bind(id)
    .first<{ image_key: string; status: TestimonialStatus }>();
  return row ? { key: row.image_key, status: row.status } : undefined;
}
