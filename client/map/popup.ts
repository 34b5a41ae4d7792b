/**
 * A marker's popup: photo, status, title, price and a link that opens the detail page in the top
 * window (the frame is only a part of the page). Built as DOM nodes, never as HTML text, so no
 * property text can inject markup.
 */
import type { MapProperty } from "../../shared/map/contract.ts";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function propertyPopup(property: MapProperty, viewProperty: string): HTMLElement {
  const card = element("article", "map-popup");
  if (property.image) {
    const photo = element("img", "map-popup__photo");
    photo.src = property.image;
    // The title follows as text: the photo adds nothing a screen reader needs.
    photo.alt = "";
    photo.decoding = "async";
    card.appendChild(photo);
  }
  const body = element("div", "map-popup__body");
  if (property.status) body.appendChild(element("p", "map-popup__status", property.status));
  body.appendChild(element("h2", "map-popup__title", property.title));
  if (property.price) body.appendChild(element("p", "map-popup__price", property.price));
  const link = element("a", "map-popup__link", viewProperty);
  link.href = property.href;
  link.target = "_top";
  // Out of context "View the property" says too little; the hidden part names which one.
  link.appendChild(element("span", "visually-hidden", `: ${property.title}`));
  body.appendChild(link);
  card.appendChild(body);
  return card;
}
