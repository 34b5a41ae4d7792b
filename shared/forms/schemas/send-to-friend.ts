/**
 * Sending a listing to a friend from its detail page: the sender's name (required, at most 80
 * characters) and address, the friend's address (required) and a message of at most 500
 * characters; both addresses are kept trimmed and in lower case. The mail goes to an address the
 * sender typed, so what the sender writes may carry nothing that reads as a link or markup
 * (decisions 031, 050).
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { readsAsLink } from "../../rules/link-detection.ts";
import { MESSAGES, emailAddress, requiredText } from "../rules.ts";

export const FRIEND_MESSAGES = {
  links: "forms.sendToFriend.errors.links",
  /** The friend's address has had its share of mails from this form for now (decision 050). */
  recipientLimit: "forms.sendToFriend.errors.recipientLimit",
} as const;

export const FRIEND_MESSAGE_MAX = 500;

/**
 * A free-text field: a mail in the agency's name to a stranger may carry nothing that reads as a
 * link. The pipe stops at its first refusal, so text already too long (a post may carry a
 * megabyte) is never searched for links.
 */
const withoutLinks = <T extends v.GenericSchema<string, string>>(text: T) =>
  v.config(
    v.pipe(
      text,
      v.check((value: string) => !readsAsLink(value), FRIEND_MESSAGES.links),
    ),
    { abortPipeEarly: true },
  );

export const SendToFriendSchema = v.object({
  name: withoutLinks(requiredText(80)),
  email: emailAddress,
  friendEmail: emailAddress,
  message: v.optional(
    withoutLinks(v.pipe(v.string(), v.trim(), v.maxLength(FRIEND_MESSAGE_MAX, MESSAGES.tooLong))),
    "",
  ),
});

export type SendToFriend = v.InferOutput<typeof SendToFriendSchema>;

export const SEND_TO_FRIEND_FIELDS = [
  { name: "name" },
  { name: "email" },
  { name: "friendEmail" },
  { name: "message" },
] as const;

/** A listing sent to a friend. */
export const SEND_TO_FRIEND_SPEC = formSpec({
  name: "send-to-friend",
  schema: SendToFriendSchema,
  fields: SEND_TO_FRIEND_FIELDS,
  island: "SendToFriendForm",
});
