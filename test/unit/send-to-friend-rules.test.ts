import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { SendToFriendSchema, containsLink } from "../../client/forms/schemas/send-to-friend.ts";

// What the sender may write to a stranger's mailbox: plain words, never a link or markup.

describe("containsLink", () => {
  it.each([
    ["https://spam.example/offer", true],
    ["see HTTP://SPAM.EXAMPLE", true],
    ["ftp://files.example", true],
    ["visit www.cheap-pills.example", true],
    ['<a href="x">click</a>', true],
    ["<img src=x>", true],
    ["< script>", true],
    ["<!-- hidden -->", true],
    ["[url=x]click[/url]", true],
    ["mailto:someone@example.be", true],
    ["Look at this one: 3 bedrooms > 2 & a garden <3", false],
    ["Bel me: 0475 12 34 56, of mail naar jan@example.be", false],
    ["Prix: 350.000 € – à voir !", false],
    ["", false],
  ])("%j → %s", (text, expected) => {
    expect(containsLink(text)).toBe(expected);
  });
});

describe("the send-to-friend schema", () => {
  const valid = { name: "Lotte Maes", email: "Lotte.Maes@example.be", friendEmail: " jonas@example.be ", message: "" };

  it("requires the friend's address and lower-cases both addresses", () => {
    expect(v.parse(SendToFriendSchema, valid)).toEqual({ name: "Lotte Maes", email: "lotte.maes@example.be", friendEmail: "jonas@example.be", message: "" });
    expect(v.safeParse(SendToFriendSchema, { ...valid, friendEmail: "" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { name: "Lotte", email: "lotte@example.be" }).success).toBe(false);
  });

  it("refuses links in the name and the message, and a message over 500 characters", () => {
    expect(v.safeParse(SendToFriendSchema, { ...valid, name: "www.spam.example" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "https://spam.example" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "a".repeat(500) }).success).toBe(true);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "a".repeat(501) }).success).toBe(false);
  });
});
