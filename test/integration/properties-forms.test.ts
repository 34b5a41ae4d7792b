import { env } from "cloudflare:test";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORM_NAME_FIELD } from "../../shared/forms/guard-fields.ts";
import { fieldMessages, readInput } from "../../shared/forms/values.ts";
import { FORMS, type FormPage } from "../../worker/forms/registry.ts";
import { currentSite } from "../../worker/site/site.ts";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";
import { oddValue } from "../support/mutate.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

// Property tests, bounded to fit in npm test: random bodies posted to every form's page
// never get a 5xx, never an uncaught exception (the setup fails a test on any console.error), never
// echo markup unescaped, and every refusal of a field names a field of the form.

const LISTING = "/en/for-sale/ixelles/duplex/40112/";
const SCRIPT = "<script>alert(1)</script>";

let paths: Map<FormPage, string>;
beforeAll(async () => {
  const site = await currentSite(env);
  const projects = await (await get(site.table.path("en", "projects"))).text();
  const project = /href="(\/en\/projects\/[^"/]+\/)"/.exec(projects)?.[1];
  if (!project) throw new Error("no project page to post to");
  paths = new Map(
    FORMS.map((form) => [
      form.page,
      form.page === "listing" ? LISTING : form.page === "project" ? project : site.table.path("en", form.page),
    ]),
  );
});

beforeEach(() => {
  fakeSiteverify();
});

afterAll(async () => {
  for (const table of ["demands", "subscriptions", "lead_mails", "visit_bookings", "leads"])
    await env.DB.prepare(`DELETE FROM ${table}`).run();
});

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    SCRIPT,
    '"><img src=x onerror=alert(1)>',
    "",
    "  ",
    "0",
    "-5",
    "1e400",
    "2026-13-45",
    "a@b",
    "x".repeat(3000),
  ),
);

/** A body for the form: some of its fields and some strangers, any values, sometimes its guard fields and name. */
function body(form: (typeof FORMS)[number]) {
  const names = form.fields.filter((f) => !f.file).map((f) => f.name);
  const field = fc.oneof(
    fc.constantFrom(...names),
    fc.constantFrom(FORM_NAME_FIELD, "form_key", "website_url", "cf-turnstile-response"),
    fc.string({ maxLength: 12 }),
  );
  return fc
    .record({
      fields: fc.dictionary(field, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: names.length + 3 }),
      guards: fc.boolean(),
      named: fc.constantFrom("own", "other", "none"),
    })
    .map(({ fields, guards, named }) => {
      const posted: Record<string, string | string[]> = { ...(guards ? guardFields() : {}), ...fields };
      if (named === "own") posted[FORM_NAME_FIELD] = form.name;
      else if (named === "other") posted[FORM_NAME_FIELD] = FORMS.find((f) => f.name !== form.name)!.name;
      return posted;
    });
}

// 25 random bodies per form, five to a test: a refused post re-renders its whole page (a listing's
// page is the heaviest), and five fit a test's time on a busy machine as well as on a quiet one.
const BATCHES = 5;
const BODIES_PER_BATCH = 5;

describe("random bodies posted to every form", () => {
  for (const form of FORMS) {
    for (let batch = 1; batch <= BATCHES; batch++) {
      it(`${form.name}: never a 5xx, never markup echoed raw (bodies ${batch} of ${BATCHES})`, async () => {
        await fc.assert(
          fc.asyncProperty(body(form), async (posted) => {
            const response = await postForm(paths.get(form.page)!, posted);
            expect(
              [303, 403, 413, 422, 429],
              `${response.status} for ${JSON.stringify(posted).slice(0, 300)}`,
            ).toContain(response.status);
            if (response.status !== 303) {
              const html = await response.text();
              expect(html).toContain("<form");
              expect(html).not.toContain(SCRIPT);
              expect(html).not.toContain("<img src=x");
            }
            expect(takeConsoleErrors()).toEqual([]);
          }),
          { numRuns: BODIES_PER_BATCH },
        );
      });
    }
  }
});

describe("every refusal of a form's schema", () => {
  for (const form of FORMS) {
    it(`${form.name}: names a field of the form`, () => {
      const names = new Set(form.fields.map((f) => f.name));
      fc.assert(
        fc.property(
          fc.dictionary(
            fc.constantFrom(...names),
            fc.oneof(
              text,
              fc.array(text, { maxLength: 3 }),
              oddValue.map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
            ),
          ),
          (values) => {
            const data = new FormData();
            for (const [name, value] of Object.entries(values))
              for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
            const parsed = v.safeParse(form.schema, readInput(data, form.fields));
            if (parsed.success) return;
            const messages = fieldMessages(parsed.issues);
            expect(
              Object.keys(messages).length,
              JSON.stringify(parsed.issues.map((i) => i.path?.map((p) => p.key))),
            ).toBeGreaterThan(0);
            for (const [name, message] of Object.entries(messages)) {
              expect(names.has(name), `${name} is not a field of ${form.name}`).toBe(true);
              expect(message).not.toBe("");
            }
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});
