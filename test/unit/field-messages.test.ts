import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MESSAGES, requiredText } from "../../shared/forms/rules.ts";
import { fieldMessages } from "../../shared/forms/values.ts";
import { SiteContactSchema } from "../../shared/forms/schemas/site-contact.ts";

// What a refused form says per field: the schema's own message key, and "this field is required"
// for a field the body did not carry at all, never the schema library's English wording.

const messagesFor = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldMessages(result.issues);
};

describe("the message of each refused field", () => {
  it.each([
    ["sent empty", { name: "" }, { name: MESSAGES.required }],
    ["not sent at all", {}, { name: MESSAGES.required }],
    ["too long", { name: "x".repeat(81) }, { name: MESSAGES.tooLong }],
    ["fine", { name: "Claire" }, {}],
  ])("a required text %s", (_case, input, expected) => {
    expect(messagesFor(v.object({ name: requiredText(80) }), input)).toEqual(expected);
  });

  it("a contact form with nothing sent: every text field required, every choice to be made", () => {
    expect(messagesFor(SiteContactSchema, {})).toEqual({
      title: MESSAGES.choice,
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      phone: MESSAGES.required,
      contactDevice: MESSAGES.choice,
      message: MESSAGES.required,
    });
  });
});
