import { describe, expect, it } from "vitest";
import { mailboxOf } from "../../worker/forms/friend-recipients.ts";

// The send-to-friend cap counts mailboxes, not the ways of writing their address: a "+tag" reaches
// the untagged mailbox at most providers, and Gmail ignores dots and answers at googlemail.com too.
describe("the mailbox an address reaches", () => {
  it.each([
    ["jonas@example.be", "jonas@example.be", "a plain address"],
    ["victim+1@example.be", "victim@example.be", "a tag, any domain"],
    ["victim+a+b@telenet.be", "victim@telenet.be", "a tag with a plus in it"],
    ["jonas.peeters@example.be", "jonas.peeters@example.be", "dots elsewhere are part of the name"],
    ["v.ictim@gmail.com", "victim@gmail.com", "dots at Gmail"],
    ["v.i.c.t.i.m+news@gmail.com", "victim@gmail.com", "dots and a tag at Gmail"],
    ["victim@googlemail.com", "victim@gmail.com", "Gmail's other domain"],
    ["v.ictim+2@googlemail.com", "victim@gmail.com", "all of it at once"],
    ["+tag@example.be", "+tag@example.be", "a plus first is the whole name"],
    ["victim@gmail.com.evil.example", "victim@gmail.com.evil.example", "a domain that only starts like Gmail's"],
  ])("%s → %s (%s)", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
