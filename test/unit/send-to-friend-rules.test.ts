import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { SendToFriendSchema } from "../../client/forms/schemas/send-to-friend.ts";

// What the sender may write to a stranger's mailbox: plain words, never a link or markup. The
// rule itself is tested in rules-link-detection.test.ts; here, that both text fields obey it.

describe("the send-to-friend schema", () => {
  const valid = { name: "Lotte Maes", email: "Lotte.Maes@example.be", friendEmail: " jonas@example.be ", message: "" };

  it("requires the friend's address and lower-cases both addresses", () => {
    expect(v.parse(SendToFriendSchema, valid)).toEqual({ name: "Lotte Maes", email: "lotte.maes@example.be", friendEmail: "jonas@example.be", message: "" });
    expect(v.safeParse(SendToFriendSchema, { ...valid, friendEmail: "" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { name: "Lotte", email: "lotte@example.be" }).success).toBe(false);
  });

  it("refuses links in the name and the message, and a message over 500 characters", () => {
    expect(v.safeParse(SendToFriendSchema, { ...valid, name: "www.spam.example" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, name: "kbc . be" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "https://spam.example" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "Log in at kbc-secure-login.example/verify" }).success).toBe(false);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "Vraagprijs € 350.000, bezoek om 14.30. Mooi huis.Bel me" }).success).toBe(true);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "a".repeat(500) }).success).toBe(true);
    expect(v.safeParse(SendToFriendSchema, { ...valid, message: "a".repeat(501) }).success).toBe(false);
  });
});
