/**
 * Sending a listing to a friend (SPEC §1, §3, §5): the sender's name and address, the friend's
 * address (required) and a short message. The mail goes to an address the sender typed, so what
 * the sender writes may carry nothing that reads as a link or markup (decisions 031, 050).
 */
import * as v from "valibot";
import { readsAsLink } from "../../rules/link-detection.ts";
import { MESSAGES, emailAddress, requiredText } from "../rules.ts";

export const FRIEND_MESSAGES = {
  links: "forms.sendToFriend.errors.links",
  /** The friend's address has had its share of mails from this form for now (decision 050). */
  recipientLimit: "forms.sendToFriend.errors.recipientLimit",
} as const;

export const FRIEND_MESSAGE_MAX = 500;

/** Every free-text field: a mail in the agency's name to a stranger may carry nothing that reads as a link. */
const withoutLinks = v.check((text: string) => !readsAsLink(text), FRIEND_MESSAGES.links);

export const SendToFriendSchema = v.object({
  name: v.pipe(requiredText(80), withoutLinks),
  email: emailAddress,
  friendEmail: emailAddress,
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FRIEND_MESSAGE_MAX, MESSAGES.tooLong), withoutLinks), ""),
});

export type SendToFriend = v.InferOutput<typeof SendToFriendSchema>;

export const SEND_TO_FRIEND_FIELDS = [{ name: "name" }, { name: "email" }, { name: "friendEmail" }, { name: "message" }] as const;
