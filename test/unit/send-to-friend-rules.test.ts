import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { SendToFriendSchema } from "../../shared/forms/schemas/send-to-friend.ts";
import { MESSAGES } from "../../shared/forms/rules.ts";

// What the sender may write to a stranger's mailbox: plain words, never a link or markup. The
// rule itself is tested in rules-link-detection.test.ts; here, that both text fields obey it.

describe("the send-to-friend schema", () => {
  const valid = { name: "Lotte Maes", email: "Lotte.Maes@example.be", friendEmail: " jonas@example.be ", message: "" };

  it("requires the friend's address and lower-cases both addresses", () => {
    expect(v.parse(SendToFriendSchema, valid)).toEqual({
      name: "Lotte Maes",
      email: "lotte.maes@example.be",
      friendEmail: "jonas@example.be",
      message: "",
    });
    expect(v.safeParse(SendToFriendSchema, { ...valid, friendEmail: "" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { name: "Lotte", email: "lotte@example.be" }).success).toBe(false);
  });

  it("refuses links in the name and the message, and a message over 500 characters", () => {
    expect(v.safeParse(SendToFriendSchema, { ...valid, name: "www.spam.example" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, name: "kbc . be" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "https://spam.example" }).success).toBe(false);
    expect(
      v.safeParse(SendToFriendSchema, { ...valid, message: "Log in at kbc-secure-login.example/verify" }).success,
    ).toBe(false);
    expect(
      v.safeParse(SendToFriendSchema, { ...valid, message: "Vraagprijs € 350.000, bezoek om 14.30. Mooi huis.Bel me" })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(SendToFriendSchema, { ...valid, name: "A.Kim", message: "Belle maison.Il y a un jardin" }).success,
    ).toBe(true);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "a".repeat(500) }).success).toBe(true);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "a".repeat(501) }).success).toBe(false);
  });
});

// A post may carry a megabyte, and the schema runs before the captcha: text over a field's length
// is refused for its length alone, never searched for links.
describe("a megabyte in a free-text field", () => {
  const valid = { name: "Lotte Maes", email: "lotte@example.be", friendEmail: "jonas@example.be", message: "" };
  const MEGABYTE = 1024 * 1024;
  const shapes: [string, string][] = [
    ["letters", "a".repeat(MEGABYTE)],
    ["dots", ".".repeat(MEGABYTE)],
    ["digits", "1".repeat(MEGABYTE)],
    ["letters and dots", "a.".repeat(MEGABYTE / 2)],
    ["letters and hyphens", "a-".repeat(MEGABYTE / 2)],
    ["an opening bracket and spaces", `[${" ".repeat(MEGABYTE)}x`],
    ["addresses", "kbc.be ".repeat(MEGABYTE / 7)],
  ];

  it.each(
    shapes.flatMap(([shape, text]) => (["name", "message"] as const).map((field) => [field, shape, text] as const)),
  )("in the %s: %s, refused as too long", (field, _shape, text) => {
    const result = v.safeParse(SendToFriendSchema, { ...valid, [field]: text });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([[field, MESSAGES.tooLong]]);
  });
});
