import { parseHTML } from "linkedom";
import { expect } from "vitest";
import type { MapMessage } from "../../shared/map/contract.ts";
import { mapMessageOf } from "../../ui/map/map-message.ts";

/** The message a page's map embed posts to its frame, read as the browser reads it (its JSON and its list). */
export function mapMessageIn(html: string): MapMessage {
  const embed = parseHTML(html).document.querySelector("[data-map-embed]");
  expect(embed, "the page's map embed").not.toBeNull();
  const message = mapMessageOf(embed as unknown as Element);
  expect(message, "the map message").not.toBeNull();
  return message!;
}
