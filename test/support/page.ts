import { parseHTML } from "linkedom";

/**
 * Reads a rendered page the way a visitor (or a screen reader) meets it: by role and accessible
 * name, landmarks, headings, links, labelled fields and text, so tests state what a person sees
 * rather than how the markup spells it.
 *
 * Roles and names follow the ARIA rules far enough for this site's markup: an explicit role wins
 * over the element's own; a name comes from aria-labelledby, then aria-label, then the element's
 * own source (a field's label, an image's alt, a fieldset's legend, a figure's caption, a table's
 * caption), then its text for the roles named by their content, then its title. Elements inside
 * `hidden` or aria-hidden="true" are left out unless a query asks for hidden ones.
 */
export interface Page {
  /** The one element with this role (and name, when given); throws when there is none or more. */
  getByRole(role: string, options?: RoleOptions): Element;
  /** The one element with this role and name, or undefined when there is none. */
  queryByRole(role: string, options?: RoleOptions): Element | undefined;
  /** Every element with this role (and name), in document order. */
  getAllByRole(role: string, options?: RoleOptions): Element[];
  /** A landmark (main, banner, navigation, contentinfo, complementary, search, form, region) as a page of its own. */
  landmark(role: string, name?: string | RegExp): Page;
  /** The headings, optionally of one level, as level and name. */
  headings(level?: number): Heading[];
  /** The name of the only heading of this level; throws when there is none or more. */
  heading(level: number): string;
  /** Every link, as its accessible name and its href. */
  links(): Link[];
  /** The text a visitor reads, with whitespace collapsed (scripts, styles and hidden parts left out). */
  text(): string;
  /** The form control whose accessible name (its label) is this; throws when there is none or more. */
  field(label: string | RegExp): FormControl;
  /** The content of a meta element by name (or property); undefined when it is absent. */
  meta(name: string): string | undefined;
  /** Every JSON-LD block, parsed. */
  jsonLd(): unknown[];
  /** The canonical URL the head declares; undefined when it declares none. */
  canonical(): string | undefined;
  /** The language versions the head announces, as hreflang to URL, in document order. */
  alternates(): [string, string][];
  /** Every image (decorative ones too), as its alt text and the attributes a browser picks a file by. */
  images(): Image[];
  /** The document's title. */
  title(): string;
  /** The same queries, limited to one element's subtree. */
  within(element: Element): Page;
  /** The element the queries run in. */
  readonly root: Element;
}

export interface RoleOptions {
  /** The accessible name: a string matches it whole (whitespace collapsed), a regex matches part of it. */
  name?: string | RegExp;
  /** A heading's level. */
  level?: number;
  /** Include elements that are hidden from visitors. */
  hidden?: boolean;
}

export interface Heading {
  level: number;
  name: string;
}

export interface Link {
  name: string;
  href: string;
}

export interface Image {
  alt: string | null;
  src: string;
  srcset: string | null;
  sizes: string | null;
  element: Element;
}

export type FormControl = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

/** Parses a whole document or a fragment of one. */
export function page(html: string): Page {
  const isDocument = /^\s*(<!doctype|<html)/i.test(html);
  // No query reads a stylesheet's rules, and leaving them out halves the time a page takes to parse.
  const lean = html.replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/g, "$1</style>");
  const { document } = parseHTML(isDocument ? lean : `<!doctype html><html><body>${lean}</body></html>`);
  const root = (document as unknown as Document).documentElement;
  // HTML attribute names are case-insensitive; the parser keeps React's spelling (srcSet, hrefLang).
  for (const element of descendants(root)) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (name === name.toLowerCase()) continue;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
  return scope(root);
}

/** Every element under the root, in document order (a plain walk: much faster than a "*" selector). */
function descendants(root: Element): Element[] {
  const found: Element[] = [];
  const walk = (element: Element) => {
    for (const child of element.children) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function scope(root: Element): Page {
  let elements: Element[] | undefined;
  const all = (role: string, options: RoleOptions = {}): Element[] =>
    (elements ??= descendants(root))
      .filter((element) => roleOf(element) === role)
      .filter((element) => options.hidden || !isHidden(element))
      .filter((element) => options.level === undefined || headingLevel(element) === options.level)
      .filter((element) => options.name === undefined || matches(accessibleName(element), options.name));
  const describe = (role: string, options: RoleOptions) =>
    `role "${role}"${options.name === undefined ? "" : ` named ${String(options.name)}`}${options.level === undefined ? "" : ` at level ${options.level}`}`;
  const one = (role: string, options: RoleOptions = {}): Element => {
    const found = all(role, options);
    if (found.length !== 1) {
      const names = [...new Set(all(role, { hidden: options.hidden }).map(accessibleName))].join(" | ");
      throw new Error(`${found.length} elements with ${describe(role, options)}; names with that role: ${names}`);
    }
    return found[0]!;
  };
  return {
    root,
    getByRole: one,
    getAllByRole: all,
    queryByRole(role, options = {}) {
      const found = all(role, options);
      if (found.length > 1) throw new Error(`${found.length} elements with ${describe(role, options)}`);
      return found[0];
    },
    landmark: (role, name) => scope(one(role, name === undefined ? {} : { name })),
    headings: (level) =>
      all("heading", level === undefined ? {} : { level }).map((element) => ({
        level: headingLevel(element)!,
        name: accessibleName(element),
      })),
    heading: (level) => accessibleName(one("heading", { level })),
    links: () =>
      all("link").map((element) => ({ name: accessibleName(element), href: element.getAttribute("href") ?? "" })),
    text: () => collapse(visibleText(root)),
    field(label) {
      const found = [...root.querySelectorAll("input, select, textarea")].filter(
        (element) => element.getAttribute("type") !== "hidden" && matches(accessibleName(element), label),
      );
      if (found.length !== 1) throw new Error(`${found.length} fields labelled ${String(label)}`);
      return found[0] as FormControl;
    },
    meta(name) {
      const element = [...root.ownerDocument.querySelectorAll("meta")].find(
        (meta) => meta.getAttribute("name") === name || meta.getAttribute("property") === name,
      );
      return element?.getAttribute("content") ?? undefined;
    },
    jsonLd: () =>
      [...root.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "") as unknown,
      ),
    canonical: () => root.ownerDocument.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    alternates: () =>
      [...root.ownerDocument.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!] as [string, string],
      ),
    images: () =>
      [...root.querySelectorAll("img")].map((element) => ({
        alt: element.getAttribute("alt"),
        src: element.getAttribute("src") ?? "",
        srcset: element.getAttribute("srcset"),
        sizes: element.getAttribute("sizes"),
        element,
      })),
    title: () => collapse(root.ownerDocument.querySelector("title")?.textContent ?? ""),
    within: (element) => scope(element),
  };
}

function matches(name: string, expected: string | RegExp): boolean {
  return typeof expected === "string" ? name === collapse(expected) : expected.test(name);
}

/** Collapses HTML's whitespace (not the no-break spaces that keep a price or a date together). */
function collapse(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, " ").replace(/^ | $/g, "");
}

/** Sectioning elements inside which a header or footer is no longer the page's banner or contentinfo. */
const SECTIONING = "article, aside, main, nav, section";

const INPUT_ROLES: Record<string, string> = {
  button: "button",
  submit: "button",
  reset: "button",
  image: "button",
  checkbox: "checkbox",
  radio: "radio",
  range: "slider",
  number: "spinbutton",
  search: "searchbox",
};

/** The element's role: its explicit role attribute (the first token), else the one its tag implies. */
export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute("role")?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = element.tagName.toLowerCase();
  switch (tag) {
    case "a":
    case "area":
      return element.hasAttribute("href") ? "link" : undefined;
    case "button":
      return "button";
    case "input": {
      const type = (element.getAttribute("type") ?? "text").toLowerCase();
      if (type === "hidden") return undefined;
      return INPUT_ROLES[type] ?? (element.hasAttribute("list") ? "combobox" : "textbox");
    }
    case "textarea":
      return "textbox";
    case "select":
      return element.hasAttribute("multiple") || Number(element.getAttribute("size") ?? 1) > 1 ? "listbox" : "combobox";
    case "option":
      return "option";
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return "heading";
    case "img":
      return element.getAttribute("alt") === "" ? "presentation" : "img";
    case "svg":
      return undefined;
    case "main":
      return "main";
    case "nav":
      return "navigation";
    case "aside":
      return "complementary";
    case "search":
      return "search";
    case "header":
      return element.parentElement?.closest(SECTIONING) ? undefined : "banner";
    case "footer":
      return element.parentElement?.closest(SECTIONING) ? undefined : "contentinfo";
    case "section":
      return hasOwnName(element) ? "region" : undefined;
    case "form":
      return hasOwnName(element) ? "form" : undefined;
    case "article":
      return "article";
    case "ul":
    case "ol":
    case "menu":
      return "list";
    case "li":
      return "listitem";
    case "dialog":
      return "dialog";
    case "fieldset":
      return "group";
    case "figure":
      return "figure";
    case "table":
      return "table";
    case "tr":
      return "row";
    case "th":
      return element.closest("thead") || element.getAttribute("scope") === "col" ? "columnheader" : "rowheader";
    case "td":
      return "cell";
    case "output":
      return "status";
    case "progress":
      return "progressbar";
    case "details":
      return "group";
    case "summary":
      return "button";
    case "dl":
      return undefined;
    case "p":
      return "paragraph";
    case "blockquote":
      return "blockquote";
    default:
      return undefined;
  }
}

function hasOwnName(element: Element): boolean {
  return element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby") || element.hasAttribute("title");
}

function headingLevel(element: Element): number | undefined {
  const level = element.getAttribute("aria-level") ?? /^h([1-6])$/i.exec(element.tagName)?.[1];
  return level === undefined ? undefined : Number(level);
}

/** Hidden from every visitor: inside `hidden`, aria-hidden="true", a template, or a closed details' body. */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || node.getAttribute("aria-hidden") === "true") return true;
    if (node.tagName.toLowerCase() === "template") return true;
  }
  return false;
}

/** Roles whose name comes from their content when nothing names them otherwise. */
const NAMED_BY_CONTENT = new Set([
  "button",
  "cell",
  "checkbox",
  "columnheader",
  "heading",
  "link",
  "listitem",
  "menuitem",
  "option",
  "radio",
  "row",
  "rowheader",
  "switch",
  "tab",
  "tooltip",
  "treeitem",
]);

/** The element's description: the text of the elements its aria-describedby names (a hint, an error), whitespace collapsed. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  const parts = ids.map((id) => element.ownerDocument.getElementById(id)).filter((node) => node !== null);
  return collapse(parts.map((node) => contentText(node)).join(" "));
}

/** The element's accessible name, whitespace collapsed. */
export function accessibleName(element: Element): string {
  return collapse(nameOf(element, false));
}

function nameOf(element: Element, inLabelledby: boolean): string {
  const document = element.ownerDocument;
  const labelledby = element.getAttribute("aria-labelledby");
  if (labelledby && !inLabelledby) {
    return labelledby
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => node !== null)
      .map((node) => nameOf(node, true) || contentText(node))
      .join(" ");
  }
  const label = element.getAttribute("aria-label");
  if (label?.trim()) return label;
  const tag = element.tagName.toLowerCase();
  if (tag === "input" || tag === "select" || tag === "textarea") {
    const type = element.getAttribute("type");
    if (type === "submit" || type === "reset" || type === "button") return element.getAttribute("value") ?? "";
    if (type === "image") return element.getAttribute("alt") ?? "";
    const labels = labelsOf(element);
    if (labels.length > 0) return labels.map((node) => contentText(node, element)).join(" ");
    return element.getAttribute("title") ?? element.getAttribute("placeholder") ?? "";
  }
  if (tag === "img" || tag === "area") return element.getAttribute("alt") ?? element.getAttribute("title") ?? "";
  if (tag === "fieldset") return textOfFirst(element, "legend") ?? element.getAttribute("title") ?? "";
  if (tag === "figure") return textOfFirst(element, "figcaption") ?? element.getAttribute("title") ?? "";
  if (tag === "table") return textOfFirst(element, "caption") ?? element.getAttribute("title") ?? "";
  if (inLabelledby || NAMED_BY_CONTENT.has(roleOf(element) ?? "")) {
    const text = contentText(element);
    if (text.trim()) return text;
  }
  return element.getAttribute("title") ?? "";
}

function textOfFirst(element: Element, tag: string): string | undefined {
  const child = [...element.children].find((node) => node.tagName.toLowerCase() === tag);
  return child ? contentText(child) : undefined;
}

function labelsOf(control: Element): Element[] {
  const id = control.getAttribute("id");
  const byFor = id
    ? [...control.ownerDocument.querySelectorAll("label")].filter((label) => label.getAttribute("for") === id)
    : [];
  const wrapping = control.closest("label");
  return wrapping && !byFor.includes(wrapping) ? [...byFor, wrapping] : byFor;
}

/** The text an element contributes to a name: its text, with images' alt and nested names, without hidden parts. */
function contentText(element: Element, skip?: Element): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? "";
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (child === skip || isHiddenSelf(child)) continue;
      const tag = child.tagName.toLowerCase();
      if (tag === "script" || tag === "style" || tag === "template") continue;
      if (tag === "img") text += ` ${child.getAttribute("alt") ?? ""} `;
      else if (child.hasAttribute("aria-label")) text += ` ${child.getAttribute("aria-label")} `;
      else if (tag === "input" || tag === "select" || tag === "textarea") continue;
      else text += blockLevel(tag) ? ` ${contentText(child, skip)} ` : contentText(child, skip);
    }
  }
  return text;
}

function isHiddenSelf(element: Element): boolean {
  return element.hasAttribute("hidden") || element.getAttribute("aria-hidden") === "true";
}

const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "label",
]);

function blockLevel(tag: string): boolean {
  return !INLINE.has(tag);
}

/** The text a visitor reads in a subtree: without scripts, styles, templates and hidden parts. */
function visibleText(element: Element): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? "";
    else if (node.nodeType === 1) {
      const child = node as Element;
      const tag = child.tagName.toLowerCase();
      if (isHiddenSelf(child) || tag === "script" || tag === "style" || tag === "template" || tag === "head") continue;
      text += blockLevel(tag) ? ` ${visibleText(child)} ` : visibleText(child);
    }
  }
  return text;
}
