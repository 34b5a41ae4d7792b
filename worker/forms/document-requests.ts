/**
 * A listing's documents are sent once per property and address, and a repeat is refused: the first request
 * claims its row in document_requests before its lead is stored; a later request from the same
 * address is refused. The claiming form's key is kept, so a double submit of that very form is
 * not a repeat (the lead store then returns the first lead). Plain functions over D1.
 */
import type { Translate } from "../../shared/i18n/translate.ts";
import type { ListingFormContext } from "./context.ts";
import type { MailSection } from "../mail/render.ts";
import { optionalText } from "../mail/fields.ts";

export type DocumentClaim = "claimed" | "same-form" | "already-requested";

export async function claimDocumentRequest(
  db: D1Database,
  listingId: number,
  email: string,
  formKey: string,
  now: Date,
): Promise<DocumentClaim> {
  const address = email.trim().toLowerCase();
  const inserted = await db
    .prepare(
      `INSERT INTO document_requests (listing_id, email, form_key, requested_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (listing_id, email) DO NOTHING RETURNING form_key`,
    )
    .bind(listingId, address, formKey, now.toISOString())
    .first<string>("form_key");
  if (inserted) return "claimed";
  const first = await db
    .prepare("SELECT form_key FROM document_requests WHERE listing_id = ? AND email = ?")
    .bind(listingId, address)
    .first<string>("form_key");
  return first === formKey ? "same-form" : "already-requested";
}

/** A document as the lead keeps it for its mails: the link made absolute for a mail client. */
export interface SentDocument {
  name: string;
  kind: string;
  url: string;
}

export function documentsToSend(listing: ListingFormContext, origin: string): SentDocument[] {
  return listing.documents.map((doc) => ({ name: doc.name, kind: doc.kind, url: new URL(doc.url, origin).href }));
}

/** The document's kind in the reader's language, or the CRM's own word. */
function kindText(t: Translate, kind: string): string {
  const key = kind.trim().toLowerCase();
  return key ? (optionalText(t, `listing.documents.kinds.${key}`) ?? kind.trim()) : "";
}

/** How a document is named in a mail: "Floor plans (Floor plan)". */
export function documentLabel(t: Translate, doc: SentDocument): string {
  const kind = kindText(t, doc.kind);
  return kind && kind.toLowerCase() !== doc.name.trim().toLowerCase() ? `${doc.name} (${kind})` : doc.name;
}

/** The block of the visitor's mail that carries the documents. */
export function documentsSection(t: Translate, documents: readonly SentDocument[]): MailSection {
  return {
    title: t("mail.documents.title"),
    text: t("mail.documents.text"),
    links: documents.map((doc) => ({ label: documentLabel(t, doc), href: doc.url })),
  };
}

/** The documents a lead keeps in its context (leadExtras), or none when it has none. */
export function sentDocuments(context: Record<string, unknown>): SentDocument[] {
  const documents = context.documents;
  if (!Array.isArray(documents)) return [];
  return documents.filter(
    (doc): doc is SentDocument =>
      typeof doc === "object" &&
      doc !== null &&
      typeof doc.name === "string" &&
      typeof doc.url === "string" &&
      typeof doc.kind === "string",
  );
}
