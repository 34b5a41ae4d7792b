/**
 * A form as both sides know it, written once: its name (the thank-you page and the lead know the
 * form by it), the slug of its thank-you page per language, the island that renders it, its
 * valibot schema and the fields a browser sends. The server adds its handling to this
 * (worker/forms/define.ts); the route table, the island and the handlers all read it from here.
 */
import type { GenericSchema, InferOutput } from "valibot";
import type { Slugs } from "../../config/languages.ts";
import type { FieldSpec } from "./values.ts";

/** What every form's schema gives when it passes: the form's fields by name. */
export type FormSchema = GenericSchema<unknown, Record<string, unknown>>;

export interface FormSpec<
  Name extends string = string,
  Schema extends FormSchema = FormSchema,
  Island extends string = string,
> {
  readonly name: Name;
  readonly schema: Schema;
  readonly fields: readonly FieldSpec[];
  /** The thank-you page's slug per language; without it, the form's name in every language. */
  readonly thanks?: Slugs;
  /** The island (ui/islands/islands.ts) that renders the form; a form its page renders itself has none. */
  readonly island?: Island;
}

/** What a valid post of the form gives its handlers, as its schema infers it. */
export type FormOutput<Spec extends FormSpec> = InferOutput<Spec["schema"]>;

/** Declares a form; the literal types of its name and island are kept for the types derived from them. */
export function formSpec<const Name extends string, Schema extends FormSchema, const Island extends string = never>(
  spec: FormSpec<Name, Schema, Island>,
): FormSpec<Name, Schema, Island> {
  return spec;
}
