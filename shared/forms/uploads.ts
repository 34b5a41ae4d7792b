/**
 * What a file field accepts (a CV, a testimonial's photo), as the browser and the server both
 * check it before the server reads the file's bytes: which kinds by the name's extension, the
 * type the browser declared, and the size. The declared type and the name are the visitor's
 * word; the server then checks the first bytes too (worker/http/file-signatures.ts).
 */
import * as v from "valibot";

export interface UploadKinds<Kind extends string> {
  /** The extensions a name of each kind may end in, lower case, without the dot. */
  extensions: Record<Kind, readonly string[]>;
  /** The content type each kind is stored and served with. */
  contentTypes: Record<Kind, string>;
  /** Other types browsers declare for a kind ("application/x-pdf"). */
  aliases?: Partial<Record<Kind, readonly string[]>>;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
}

export interface UploadMessages {
  /** No file was chosen (a required field). */
  required: string;
  /** The name's extension or the declared type is not one of the kinds. */
  type: string;
  empty: string;
  tooLarge: string;
}

/** The kind a file name claims by its extension, or undefined. */
export function uploadKindByName<Kind extends string>(kinds: UploadKinds<Kind>, name: string): Kind | undefined {
  const extension = /\.([A-Za-z]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return (Object.keys(kinds.extensions) as Kind[]).find((kind) => kinds.extensions[kind].includes(extension));
}

/**
 * Whether the type the browser declared fits the name's kind. Browsers that do not know the
 * type send it empty or as application/octet-stream; any other declared type must match.
 */
export function uploadTypeFits<Kind extends string>(kinds: UploadKinds<Kind>, kind: Kind, type: string): boolean {
  const declared = type.split(";")[0]!.trim().toLowerCase();
  return (
    declared === "" ||
    declared === "application/octet-stream" ||
    declared === kinds.contentTypes[kind] ||
    (kinds.aliases?.[kind] ?? []).includes(declared)
  );
}

/** What the file input offers to pick: extensions for the file dialog, types for browsers that filter by them. */
export function uploadAccept<Kind extends string>(kinds: UploadKinds<Kind>): string {
  const extensions = Object.values<readonly string[]>(kinds.extensions).flatMap((list) =>
    list.map((extension) => `.${extension}`),
  );
  return [...extensions, ...new Set(Object.values<string>(kinds.contentTypes))].join(",");
}

/** A file field the visitor filled: browsers send an unnamed empty file for an empty file input. */
export function isAttachedFile(input: unknown): input is File {
  if (typeof input !== "object" || input === null) return false;
  const file = input as Partial<File>;
  return typeof file.name === "string" && typeof file.size === "number" && (file.name !== "" || file.size > 0);
}

/** Whether a chosen file's name and declared type are one of the kinds. */
function fitsKinds<Kind extends string>(kinds: UploadKinds<Kind>, file: File): boolean {
  const kind = uploadKindByName(kinds, file.name);
  return kind !== undefined && uploadTypeFits(kinds, kind, file.type ?? "");
}

/** A file the visitor must choose; a field the body does not have at all reads `messages.required`. */
export function requiredUpload<Kind extends string>(kinds: UploadKinds<Kind>, messages: UploadMessages) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.custom<File>(isAttachedFile, messages.required),
    v.check((file) => fitsKinds(kinds, file), messages.type),
    v.check((file) => file.size > 0, messages.empty),
    v.check((file) => file.size <= kinds.maxBytes, messages.tooLarge),
  );
}

/** A file the visitor may choose: none (or the empty file input) is `undefined`. */
export function optionalUpload<Kind extends string>(
  kinds: UploadKinds<Kind>,
  messages: Omit<UploadMessages, "required">,
) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform((input): File | undefined => (isAttachedFile(input) ? input : undefined)),
    v.check((file) => file === undefined || fitsKinds(kinds, file), messages.type),
    v.check((file) => file === undefined || file.size > 0, messages.empty),
    v.check((file) => file === undefined || file.size <= kinds.maxBytes, messages.tooLarge),
  );
}
