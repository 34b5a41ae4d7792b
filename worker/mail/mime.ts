/**
 * A minimal MIME message for the Email Routing binding, which takes raw RFC 5322 text rather than
 * fields: multipart/alternative with a plain-text and an HTML part, both UTF-8 in base64 so any
 * language and any line length survive transport unchanged.
 */
import type { OutgoingMail } from "./transport.ts";

/** UTF-8 bytes as base64, folded at 76 characters as RFC 2045 asks. */
function base64Lines(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? [""]).join("\r\n");
}

/** A header value: plain ASCII as is, anything else as an RFC 2047 encoded word. */
export function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, " ");
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const bytes = new TextEncoder().encode(clean);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?UTF-8?B?${btoa(binary)}?=`;
}

/** An address for a header: line breaks could inject headers, so they are refused. */
function address(value: string): string {
  if (/[\r\n<>]/.test(value)) throw new Error(`refused mail address ${JSON.stringify(value)}`);
  return value;
}

export interface MimeOptions {
  date: Date;
  /** Without angle brackets, e.g. "lead-12-agency@lambermont-immo.be". */
  messageId: string;
  boundary: string;
}

export function mimeMessage(mail: OutgoingMail, options: MimeOptions): string {
  const { boundary } = options;
  const headers = [
    `From: ${address(mail.from)}`,
    `To: ${address(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${address(mail.replyTo)}`] : []),
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${options.date.toUTCString()}`,
    `Message-ID: <${address(options.messageId)}>`,
    ...Object.entries(mail.headers ?? {}).map(
      ([name, value]) => `${name.replace(/[^A-Za-z0-9-]/g, "")}: ${headerText(value)}`,
    ),
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(body),
    ].join("\r\n");
  return [...headers, "", part("text/plain", mail.text), part("text/html", mail.html), `--${boundary}--`, ""].join(
    "\r\n",
  );
}
