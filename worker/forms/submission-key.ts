/**
 * The key a submission is stored under: its lead, and what its form keeps with it (a booked
 * seat, a CV, a document request, a subscription). It is made from the form's rendering key (one
 * per form on each response, filled on its way out: decision 047), the form's name and everything
 * the visitor sent. The very same post sent again (a double click, a reload of the post, a retry
 * after a 503) is the same submission and stores one lead; a changed one sent from the same page
 * (back, edit, send) is a submission of its own. Two visitors never share a rendering key, so they
 * never share a submission's key, whatever they type.
 *
 * Its content key leaves the rendering key out: the same content sent from a new copy of the page
 * (the browser fetched it again on back or reload and restored what was typed, not the captcha)
 * has the content key of the lead already stored, and is thanked as that lead for a while
 * instead of being refused for its captcha (decision 055).
 */
import { base64Url } from "../http/bytes.ts";
import type { FieldSpec } from "../../shared/forms/values.ts";

/** The rendering keys pages give out (UUIDs); anything else posted is not one of ours. */
export const RENDERING_KEY = /^[A-Za-z0-9-]{16,64}$/;

async function digest(bytes: BufferSource): Promise<string> {
  return base64Url(await crypto.subtle.digest("SHA-256", bytes));
}

/** What was sent in a field: its text values, or a file's name, size and content digest. */
async function sent(data: FormData, field: FieldSpec): Promise<unknown[]> {
  return Promise.all(
    data
      .getAll(field.name)
      .map(async (value) =>
        typeof value === "string"
          ? value
          : { name: value.name, size: value.size, content: await digest(await value.arrayBuffer()) },
      ),
  );
}

/**
 * The submission's keys: `submission` from the rendering key the page gave the form and what was
 * sent (none without a rendering key), `content` from what was sent alone.
 */
export async function submissionKeys(
  form: { name: string; fields: readonly FieldSpec[] },
  renderingKey: string | undefined,
  data: FormData,
): Promise<{ submission: string | undefined; content: string }> {
  const fields = await Promise.all(form.fields.map(async (field) => [field.name, await sent(data, field)] as const));
  const key = async (parts: unknown[]) => digest(new TextEncoder().encode(JSON.stringify(parts)));
  return {
    submission: renderingKey === undefined ? undefined : `s-${await key([form.name, renderingKey, fields])}`,
    content: `c-${await key([form.name, fields])}`,
  };
}
