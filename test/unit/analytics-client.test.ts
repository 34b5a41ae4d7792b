import { describe, expect, it } from "vitest";
import { keepUtm, parseStoredUtm, UTM_STORAGE_KEY, utmFromQuery } from "../../client/analytics/utm.ts";
import { forgetSearch, isNewSearch, SEARCH_STORAGE_KEY, searchKey } from "../../client/analytics/search-events.ts";
import { BUTTON_PRINT_WINDOW_MS, createPrintReporter, type PrintMethod } from "../../client/analytics/print-events.ts";
import { pageEntries, parsePageEvents, printEntry, wireAnalyticsEvents } from "../../client/analytics/events.ts";
import { reportButtonPrint } from "../../client/analytics/print-events.ts";
import { LEAD_FORMS, reportSentForm, sentFormEntries } from "../../client/behaviors/form-event.ts";
import type { AnalyticsEventView } from "../../ui/model.ts";
import { analyticsAttribute } from "../../worker/site/analytics-attribute.ts";

/** Session storage's behaviour, in memory. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Storage that refuses everything, as in some private modes. */
const brokenStorage = {
  getItem(): string | null {
    throw new DOMException("denied", "SecurityError");
  },
  setItem() {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem() {
    throw new DOMException("denied", "SecurityError");
  },
};

describe("utm parameters (utm_parameters in session storage)", () => {
  it("reads the five utm parameters of an address, as bounded plain text", () => {
    expect(
      utmFromQuery("?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&gclid=abc&fbclid=def&x=1"),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring sale",
    });
    expect(utmFromQuery(`?utm_term=${"x".repeat(300)}&utm_content=%0A%3Cb%3E`)).toEqual({
      utm_term: "x".repeat(100),
      utm_content: "<b>",
    });
    expect(utmFromQuery("?utm_source=&page=2")).toBeUndefined();
  });

  it("keeps them for the visit; a later page without utm uses the stored ones; new ones replace them", () => {
    const storage = new MemoryStorage();
    expect(keepUtm("?utm_source=google&utm_medium=cpc&utm_campaign=ixelles", storage)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "ixelles",
    });
    expect(JSON.parse(storage.getItem(UTM_STORAGE_KEY)!)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "ixelles",
    });
    expect(keepUtm("?page=2", storage)).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "ixelles" });
    expect(keepUtm("?utm_source=facebook", storage)).toEqual({ utm_source: "facebook" });
    expect(keepUtm("", storage)).toEqual({ utm_source: "facebook" });
  });

  it("a stored value that is not what this site wrote is ignored or cleaned", () => {
    expect(parseStoredUtm("not json")).toBeUndefined();
    expect(parseStoredUtm("[1,2]")).toBeUndefined();
    expect(parseStoredUtm('{"utm_source":{"a":1},"evil":"x"}')).toBeUndefined();
    expect(parseStoredUtm('{"utm_source":" mail ","utm_medium":42,"evil":"x"}')).toEqual({
      utm_source: "mail",
      utm_medium: "42",
    });
  });

  it("storage that refuses never breaks the page: this page's utm still count", () => {
    expect(keepUtm("?utm_source=google", brokenStorage)).toEqual({ utm_source: "google" });
    expect(keepUtm("", brokenStorage)).toBeUndefined();
    expect(keepUtm("?utm_source=google", undefined)).toEqual({ utm_source: "google" });
  });
});

describe("one search is reported once", () => {
  const search = { search_term: "garden", goal: "sale", city: "Uccle (1180)", results: 4, language: "en" };

  it("the result count is not part of the search", () => {
    expect(searchKey(search)).toBe(searchKey({ ...search, results: 9 }));
    expect(searchKey(search)).toBe(
      searchKey({ language: "en", city: "Uccle (1180)", goal: "sale", search_term: "garden" }),
    );
    expect(searchKey(search)).not.toBe(searchKey({ ...search, city: "Ixelles (1050)" }));
  });

  it("the same search shown again is not new; another is; a list without filters forgets it", () => {
    const storage = new MemoryStorage();
    expect(isNewSearch("a", storage)).toBe(true);
    expect(isNewSearch("a", storage)).toBe(false);
    expect(isNewSearch("b", storage)).toBe(true);
    expect(isNewSearch("a", storage)).toBe(true);
    forgetSearch(storage);
    expect(storage.getItem(SEARCH_STORAGE_KEY)).toBeNull();
    expect(isNewSearch("a", storage)).toBe(true);
  });

  it("without storage every showing is reported", () => {
    expect(isNewSearch("a", brokenStorage)).toBe(true);
    expect(isNewSearch("a", brokenStorage)).toBe(true);
    expect(() => forgetSearch(brokenStorage)).not.toThrow();
  });
});

describe("print is reported once per print", () => {
  function reporter() {
    let time = 1000;
    const reports: PrintMethod[] = [];
    const r = createPrintReporter(
      (method) => reports.push(method),
      () => time,
    );
    return { r, reports, wait: (ms: number) => (time += ms) };
  }

  it("the button's dialog is not counted a second time by beforeprint", () => {
    const { r, reports, wait } = reporter();
    r.button();
    wait(50);
    r.beforePrint();
    expect(reports).toEqual(["button"]);
  });

  it("the browser's own print command is counted, each time", () => {
    const { r, reports, wait } = reporter();
    r.beforePrint();
    wait(10_000);
    r.beforePrint();
    expect(reports).toEqual(["browser", "browser"]);
  });

  it("a Ctrl+P well after a button print (whose dialog fired no beforeprint) counts", () => {
    const { r, reports, wait } = reporter();
    r.button();
    wait(BUTTON_PRINT_WINDOW_MS + 1);
    r.beforePrint();
    r.button();
    r.beforePrint();
    r.beforePrint();
    expect(reports).toEqual(["button", "browser", "button", "browser"]);
  });

  it("the print event names the item, the method and the utm", () => {
    const item = {
      item_type: "listing",
      item_id: "4711",
      item_reference: "2024/088",
      goal: "sale",
      language: "en",
      price: 1,
    };
    expect(printEntry(item, "button", { utm_source: "google" })).toEqual({
      event: "print",
      item_type: "listing",
      item_id: "4711",
      item_reference: "2024/088",
      language: "en",
      print_method: "button",
      utm_source: "google",
    });
  });
});

const LIST_EVENTS: AnalyticsEventView[] = [
  {
    event: "view_item_list",
    params: { item_list_id: "for_sale", results: 4, ecommerce: { items: [{ item_id: "1" }] } },
  },
  { event: "search", params: { search_term: "garden", goal: "sale", results: 4 } },
];

describe("a page's events", () => {
  it("are read from the page's attribute; anything malformed is none", () => {
    expect(parsePageEvents(analyticsAttribute(LIST_EVENTS))).toEqual(LIST_EVENTS);
    expect(parsePageEvents(undefined)).toEqual([]);
    expect(parsePageEvents("{oops")).toEqual([]);
    expect(parsePageEvents("{`event`:`x`,`params`:{}}")).toEqual([]);
    expect(parsePageEvents("[{`event`:``,`params`:{}},{`event`:`x`},{`event`:`ok`,`params`:{`a`:1}},null]")).toEqual([
      { event: "ok", params: { a: 1 } },
    ]);
    // A search with no list before it has nothing to repeat.
    expect(parsePageEvents("[[`search`]]")).toEqual([]);
  });

  it("carry the utm, clear the previous ecommerce data first, and push a search once", () => {
    const storage = new MemoryStorage();
    const utm = { utm_source: "google" };
    expect(pageEntries(LIST_EVENTS, utm, storage)).toEqual([
      { ecommerce: null },
      {
        event: "view_item_list",
        item_list_id: "for_sale",
        results: 4,
        ecommerce: { items: [{ item_id: "1" }] },
        utm_source: "google",
      },
      { event: "search", search_term: "garden", goal: "sale", results: 4, utm_source: "google" },
    ]);
    // Page 2 of the same search, or a reload: the list again, not the search.
    expect(pageEntries(LIST_EVENTS, utm, storage).map((e) => (e as { event?: string }).event)).toEqual([
      undefined,
      "view_item_list",
    ]);
    // The unfiltered list forgets the search, so making it again counts.
    pageEntries([{ event: "view_item_list", params: { item_list_id: "for_sale", results: 30 } }], undefined, storage);
    expect(pageEntries(LIST_EVENTS, undefined, storage).map((e) => (e as { event?: string }).event)).toEqual([
      undefined,
      "view_item_list",
      "search",
    ]);
  });

  it("the projects list does not end a search", () => {
    const storage = new MemoryStorage();
    pageEntries(LIST_EVENTS, undefined, storage);
    pageEntries([{ event: "view_item_list", params: { item_list_id: "projects", results: 3 } }], undefined, storage);
    expect(pageEntries(LIST_EVENTS, undefined, storage).some((e) => (e as { event?: string }).event === "search")).toBe(
      false,
    );
  });
});

/** Just enough of a window and a document for the wiring, without a DOM. */
function fakePage(events: AnalyticsEventView[] | undefined, search = "", options: { prerendering?: boolean } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const on = (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
  const storage = new MemoryStorage();
  const win = {
    dataLayer: [] as Record<string, unknown>[],
    sessionStorage: storage as unknown as Storage,
    location: { search },
    addEventListener: on,
  };
  const main = events ? { dataset: { analytics: analyticsAttribute(events) }, querySelector: () => null } : null;
  const doc = {
    prerendering: options.prerendering ?? false,
    querySelector: (selector: string) => (selector === "main[data-analytics]" ? main : null),
    addEventListener: on,
  };
  return { win, doc: doc as unknown as Document & { prerendering: boolean }, fire, storage };
}

const DETAIL: AnalyticsEventView[] = [
  { event: "view_item", params: { item_type: "listing", item_id: "4711", language: "en", ecommerce: { items: [] } } },
];

describe("wiring on a shown page", () => {
  it("pushes the page's events once with the stored utm, and reports prints", () => {
    const { win, doc, fire, storage } = fakePage(DETAIL);
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: "newsletter", utm_campaign: "spring" }));
    wireAnalyticsEvents(doc, win);
    wireAnalyticsEvents(doc, win);
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "view_item",
        item_type: "listing",
        item_id: "4711",
        language: "en",
        ecommerce: { items: [] },
        utm_source: "newsletter",
        utm_campaign: "spring",
      },
    ]);
    reportButtonPrint();
    fire("beforeprint");
    fire("beforeprint");
    const prints = win.dataLayer.filter((e) => e.event === "print");
    expect(prints).toEqual([
      {
        event: "print",
        item_type: "listing",
        item_id: "4711",
        language: "en",
        print_method: "button",
        utm_source: "newsletter",
        utm_campaign: "spring",
      },
      {
        event: "print",
        item_type: "listing",
        item_id: "4711",
        language: "en",
        print_method: "browser",
        utm_source: "newsletter",
        utm_campaign: "spring",
      },
    ]);
  });

  it("a prerendered page pushes nothing until it is shown", () => {
    const { win, doc, fire } = fakePage(DETAIL, "?utm_source=google", { prerendering: true });
    wireAnalyticsEvents(doc, win);
    expect(win.dataLayer).toEqual([]);
    fire("prerenderingchange");
    expect(win.dataLayer.filter((e) => e.event === "view_item")).toEqual([
      expect.objectContaining({ item_id: "4711", utm_source: "google" }),
    ]);
  });

  it("a page without events pushes nothing but still keeps the address's utm", () => {
    const { win, doc, storage } = fakePage(undefined, "?utm_source=google&utm_medium=cpc");
    wireAnalyticsEvents(doc, win);
    expect(win.dataLayer).toEqual([]);
    expect(JSON.parse(storage.getItem(UTM_STORAGE_KEY)!)).toEqual({ utm_source: "google", utm_medium: "cpc" });
  });
});

describe("form_submit and generate_lead", () => {
  it("every sent form reports form_submit; a request to the agency is also a lead; both carry the utm", () => {
    expect(sentFormEntries("contact-demand", "fr", { utm_source: "google" })).toEqual([
      { event: "form_submit", form_name: "contact-demand", language: "fr", utm_source: "google" },
      {
        event: "generate_lead",
        form_name: "contact-demand",
        lead_source: "contact-demand",
        language: "fr",
        utm_source: "google",
      },
    ]);
    expect(sentFormEntries("sign-newsletter", "nl", undefined)).toEqual([
      { event: "form_submit", form_name: "sign-newsletter", language: "nl" },
    ]);
    expect(LEAD_FORMS.has("send-to-friend")).toBe(false);
    expect(LEAD_FORMS.has("contact-testimonial")).toBe(false);
  });

  it("the thank-you page reports the form it thanks for, with the visit's stored utm", () => {
    const storage = new MemoryStorage();
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_campaign: "spring" }));
    const doc = {
      querySelector: () => ({ dataset: { formEvent: "site-contact" } }),
      documentElement: { lang: "en" },
    } as unknown as Document;
    const target = {
      dataLayer: [] as Record<string, unknown>[],
      location: { search: "" },
      sessionStorage: storage as unknown as Storage,
    };
    reportSentForm(doc, target);
    expect(target.dataLayer.map((e) => [e.event, e.utm_campaign])).toEqual([
      ["form_submit", "spring"],
      ["generate_lead", "spring"],
    ]);
  });
});
