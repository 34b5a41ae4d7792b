/**
 * The request for a listing's documents: who asks, where to send them, and the
 * visitor's agreement. The files go out by e-mail, once per property and address: the server
 * refuses a repeat request (worker/forms/document-requests.ts).
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { emailAddress, phoneNumber, requiredText } from "../rules.ts";

export const DOCUMENTS_MESSAGES = {
  agreement: "forms.documents.errors.agreement",
  already: "forms.documents.errors.already",
  /** The page no longer knows the listing's documents. */
  failed: "forms.documents.errors.failed",
} as const;

/** The box must be ticked: the documents are sent to, and followed up with, this person. */
const agreement = v.pipe(
  v.optional(v.string(), ""),
  v.check((value) => value !== "", DOCUMENTS_MESSAGES.agreement),
  v.transform(() => true as const),
);

export const DocumentsRequestSchema = v.object({
  name: requiredText(120),
  email: emailAddress,
  phone: phoneNumber,
  agreement,
});

export type DocumentsRequest = v.InferOutput<typeof DocumentsRequestSchema>;

export const DOCUMENTS_REQUEST_FIELDS = [
  { name: "name" },
  { name: "email" },
  { name: "phone" },
  { name: "agreement" },
] as const;

/** A listing's documents, asked for by mail. */
export const DOCUMENTS_REQUEST_SPEC = formSpec({
  name: "contact-documents",
  schema: DocumentsRequestSchema,
  fields: DOCUMENTS_REQUEST_FIELDS,
  thanks: { nl: "documenten", fr: "documents", en: "documents" },
  island: "DocumentsRequestForm",
});
