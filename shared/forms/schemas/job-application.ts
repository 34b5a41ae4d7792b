/**
 * The job application form of the jobs page: who applies, for which position, a
 * motivation, and the CV as a PDF, DOC or DOCX file of at most 5 MB. The browser checks the
 * file's name, size and declared type with this schema; the server checks them again and also
 * reads the file's first bytes (worker/jobs/cv-content.ts), which no declared type can fake.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { PERSON_ENTRIES, PERSON_FIELDS } from "./person.ts";
import { optionalText } from "../rules.ts";
import { requiredUpload, uploadAccept, uploadKindByName, uploadTypeFits, type UploadKinds } from "../uploads.ts";

/** 5 MB, as the visitor's file manager counts it (5 × 1024 × 1024 bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_KINDS = ["pdf", "doc", "docx"] as const;
export type CvKind = (typeof CV_KINDS)[number];

/** The content type each kind is stored and served with. */
export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** PDF, DOC or DOCX up to 5 MB (decision 033). */
export const CV_UPLOADS: UploadKinds<CvKind> = {
  extensions: { pdf: ["pdf"], doc: ["doc"], docx: ["docx"] },
  contentTypes: CV_CONTENT_TYPES,
  aliases: { pdf: ["application/x-pdf"] },
  maxBytes: CV_MAX_BYTES,
};

/** What the file input offers to pick: extensions for the file dialog, types for browsers that filter by them. */
export const CV_ACCEPT = uploadAccept(CV_UPLOADS);

export const CV_MESSAGES = {
  required: "forms.job.errors.cvRequired",
  type: "forms.job.errors.cvType",
  empty: "forms.job.errors.cvEmpty",
  tooLarge: "forms.job.errors.cvTooLarge",
  /** Server only: the bytes are not those of the kind the name says. */
  content: "forms.job.errors.cvContent",
  /** Server only, for the whole form: the CV could not be stored; nothing was kept. */
  notStored: "forms.job.errors.cvNotStored",
} as const;

/** The kind a file name claims by its extension, or undefined. */
export function cvKindByName(name: string): CvKind | undefined {
  return uploadKindByName(CV_UPLOADS, name);
}

/**
 * Whether the type the browser declared fits the name's kind. Browsers that do not know the
 * type send it empty or as application/octet-stream; any other declared type must match.
 */
export function declaredTypeFits(kind: CvKind, type: string): boolean {
  return uploadTypeFits(CV_UPLOADS, kind, type);
}

const cvFile = requiredUpload(CV_UPLOADS, CV_MESSAGES);

export const JobApplicationSchema = v.object({
  ...PERSON_ENTRIES,
  /** Free text: the openings are written in the jobs page's text; empty is a spontaneous application. */
  position: optionalText(120),
  motivation: optionalText(5000),
  cv: cvFile,
});

export type JobApplication = v.InferOutput<typeof JobApplicationSchema>;

export const JOB_APPLICATION_FIELDS = [
  ...PERSON_FIELDS,
  { name: "position" },
  { name: "motivation" },
  { name: "cv", file: true },
] as const;

/** The jobs page's application. */
export const JOB_APPLICATION_SPEC = formSpec({
  name: "contact-job",
  schema: JobApplicationSchema,
  fields: JOB_APPLICATION_FIELDS,
  thanks: { nl: "sollicitatie", fr: "candidature", en: "job-application" },
  island: "JobApplicationForm",
});
