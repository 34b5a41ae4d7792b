import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORMS } from "../../worker/forms/registry.ts";
import { get } from "../support/fetch.ts";
import { emptyPost, englishPath, formMarkup, pageOf } from "../support/form-pages.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";

// A form sent back with problems shows exactly what the visitor sent: a radio group, a checkbox
// or a text the visitor left empty stays empty, whatever a fresh form starts with (the phone as
// the way to be contacted, a daily alert, the address the footer sent along).

/** What a form shows as chosen or typed by the visitor: ticked boxes and radios, chosen options, filled text fields. */
function shownAsChosen(form: string): string[] {
  const controls = [...form.matchAll(/<(input|textarea|select|option)\b[^>]*>/g)].map((match) => match[0]);
  return controls.filter((control) => {
    if (/\s(checked|selected)=""/.test(control)) return true;
    const type = /\stype="([^"]+)"/.exec(control)?.[1] ?? "text";
    return (
      control.startsWith("<input") && !["hidden", "radio", "checkbox"].includes(type) && /\svalue="[^"]+"/.test(control)
    );
  });
}

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM leads").run();
});

describe("a form sent back with problems", () => {
  it.each(FORMS.map((form) => [form.name, form] as const))(
    "shows nothing chosen or typed when nothing was sent: %s",
    async (name, definition) => {
      const page = await pageOf(definition);
      const fresh = formMarkup(await (await get(page)).text(), name);
      const response = await postForm(page, emptyPost(fresh));
      expect(response.status).toBe(422);
      expect(shownAsChosen(formMarkup(await response.text(), name))).toEqual([]);
    },
  );

  it("shows the way to be contacted as sent, while a fresh form proposes the phone", async () => {
    const fresh = formMarkup(await (await get("/en/contact/")).text(), "site-contact");
    expect(shownAsChosen(fresh)).toEqual([expect.stringContaining('value="phone"')]);

    const crafted = await postForm("/en/contact/", {
      ...guardFields(),
      form_name: "site-contact",
      title: "ms",
      firstName: "Claire",
    });
    const html = await crafted.text();
    expect(html).toContain("Choose one of the options.");
    const form = formMarkup(html, "site-contact");
    expect(shownAsChosen(form).filter((control) => control.includes('name="contactDevice"'))).toEqual([]);

    const byEmail = formMarkup(
      await (
        await postForm("/en/contact/", { ...guardFields(), form_name: "site-contact", contactDevice: "email" })
      ).text(),
      "site-contact",
    );
    expect(shownAsChosen(byEmail)).toEqual([expect.stringContaining('value="email"')]);
  });

  it("keeps the newsletter's address empty when none was sent, though the footer's address opened the page", async () => {
    const path = `${englishPath("newsletter")}?email=${encodeURIComponent("ann@example.be")}`;
    expect(shownAsChosen(formMarkup(await (await get(path)).text(), "sign-newsletter"))).toEqual([
      expect.stringContaining('value="ann@example.be"'),
    ]);
    const response = await postForm(path, { ...guardFields(), form_name: "sign-newsletter", firstName: "Ann" });
    expect(response.status).toBe(422);
    expect(shownAsChosen(formMarkup(await response.text(), "sign-newsletter"))).toEqual([
      expect.stringContaining('value="Ann"'),
    ]);
  });
});
