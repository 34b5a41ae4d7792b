/**
 * Sending a listing to a friend (SPEC §1, §3, §5): the sender's name and address, the friend's
 * address (required) and a short message. The mail goes to an address the sender typed, so what
 * the sender writes may carry no links or markup (decision 031).
 */
import * as v from "valibot";
import { MESSAGES, emailAddress, requiredText } from "../rules.ts";

export const FRIEND_MESSAGES = {
  links: "forms.sendToFriend.errors.links",
} as const;

export const FRIEND_MESSAGE_MAX = 500;

/** Web addresses, mail links and HTML tags: what would make the friend's mail a spammer's tool. */
export function containsLink(text: string): boolean {
  return /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|<\s*[a-z!/]|\bhref\b|\[url|mailto:/i.test(text);
}

const withoutLinks = v.check((text: string) => !containsLink(text), FRIEND_MESSAGES.links);

export const SendToFriendSchema = v.object({
  name: v.pipe(requiredText(80), withoutLinks),
  email: emailAddress,
  friendEmail: emailAddress,
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FRIEND_MESSAGE_MAX, MESSAGES.tooLong), withoutLinks), ""),
});

export type SendToFriend = v.InferOutput<typeof SendToFriendSchema>;

export const SEND_TO_FRIEND_FIELDS = [{ name: "name" }, { name: "email" }, { name: "friendEmail" }, { name: "message" }] as const;
