import { describe, expect, it } from "vitest";
import { startPixel } from "../../client/local-standins/fbevents.ts";
import { startGtag } from "../../client/local-standins/gtag.ts";
import { startGtm } from "../../client/local-standins/gtm.ts";
import { withoutPersonalData, type OutgoingHit, type StandInHost } from "../../client/local-standins/host.ts";

/** A page for the stand-ins: its window, cookies, hits sent, console lines and pending timers. */
function fakePage(scriptSrc = "") {
  const cookies = new Map<string, string>();
  const sent: OutgoingHit[] = [];
  const lines: string[] = [];
  const timers: (() => void)[] = [];
  const global: Record<string, unknown> = {};
  const host: StandInHost = {
    global,
    scriptSrc,
    page: () => ({
      path: "/en/for-sale/?run=1",
      location: "https://agency.test/en/for-sale/?run=1",
      title: "For sale",
      language: "en",
    }),
    cookie: (name) => cookies.get(name),
    setCookie: (name, value) => void cookies.set(name, value),
    send: (hit) => void sent.push(hit),
    log: (line) => void lines.push(line),
    now: () => Date.UTC(2026, 10, 22, 10, 0, 0),
    random: (below) => below - 1,
    later: (run) => void timers.push(run),
  };
  const runTimers = () => timers.splice(0).forEach((run) => run());
  return { host, global, cookies, sent, lines, runTimers };
}

/** What Google's snippet pushes: the arguments object itself. */
function gtagOn(global: Record<string, unknown>) {
  global.dataLayer ??= [];
  return function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    (global.dataLayer as unknown[]).push(arguments);
  };
}

const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const ANALYTICS_ONLY = {
  analytics_storage: "granted",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** Meta's snippet, as the consent script writes it. */
function fbqStub(global: Record<string, unknown>) {
  const fbq = function (...args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    const call = arguments;
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(call);
  } as unknown as ((...args: unknown[]) => void) & {
    callMethod?: (...args: unknown[]) => void;
    queue: IArguments[];
    push: unknown;
    loaded: boolean;
    version: string;
  };
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  global.fbq = fbq;
  global._fbq = fbq;
  return fbq;
}

describe("the gtag.js stand-in", () => {
  it("replays the queued commands: after analytics consent, the page view goes to G- only and _ga is set", () => {
    const page = fakePage("/__local/analytics/gtag.js?id=G-LAMB3RT0NT");
    const gtag = gtagOn(page.global);
    gtag("consent", "default", { ...DENIED, wait_for_update: 500 });
    gtag("consent", "update", ANALYTICS_ONLY);
    gtag("js", new Date());
    gtag("config", "G-LAMB3RT0NT", { send_page_view: false });
    gtag("config", "AW-123456789", { send_page_view: false });
    gtag("event", "page_view", {
      page_location: "https://agency.test/en/for-sale/?run=1",
      page_title: "For sale",
      language: "en",
    });
    startGtag(page.host);

    expect(page.sent).toEqual([
      {
        tag: "gtag",
        id: "G-LAMB3RT0NT",
        event: "page_view",
        params: { page_location: "https://agency.test/en/for-sale/?run=1", page_title: "For sale", language: "en" },
        consent: ANALYTICS_ONLY,
        page: "/en/for-sale/?run=1",
      },
    ]);
    expect(page.cookies.get("_ga")).toMatch(/^GA1\.1\.\d{10}\.1795341600$/);
    expect(page.lines).toEqual([
      expect.stringMatching(/^\[local gtag\] G-LAMB3RT0NT page_view sent \{/),
      "[local gtag] AW-123456789 page_view not sent: ad_storage denied",
    ]);
  });

  it("sends nothing and sets no cookie while storage is denied", () => {
    const page = fakePage("/__local/analytics/gtag.js?id=G-LAMB3RT0NT");
    const gtag = gtagOn(page.global);
    gtag("consent", "default", DENIED);
    gtag("config", "G-LAMB3RT0NT");
    gtag("config", "AW-123456789");
    startGtag(page.host);
    gtag("event", "search", { search_term: "ixelles" });
    expect(page.sent).toEqual([]);
    expect(page.cookies.size).toBe(0);
    expect(page.lines).toHaveLength(4);
    expect(page.lines.every((line) => line.includes("not sent"))).toBe(true);
  });

  it("sends to AW- ids only with ad_storage granted, and honours send_to", () => {
    const page = fakePage("/__local/analytics/gtag.js?id=G-LAMB3RT0NT");
    const gtag = gtagOn(page.global);
    gtag("consent", "default", {
      analytics_storage: "granted",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "denied",
    });
    gtag("config", "G-LAMB3RT0NT", { send_page_view: false });
    gtag("config", "AW-123456789", { send_page_view: false });
    startGtag(page.host);
    gtag("event", "generate_lead", { send_to: "AW-123456789", value: 1 });
    gtag("event", "view_item", { items: [{ item_id: "4012" }] });
    expect(page.sent.map((hit) => [hit.id, hit.event, hit.params])).toEqual([
      ["AW-123456789", "generate_lead", { value: 1 }],
      ["G-LAMB3RT0NT", "view_item", { items: [{ item_id: "4012" }] }],
      ["AW-123456789", "view_item", { items: [{ item_id: "4012" }] }],
    ]);
  });

  it("reads later pushes, keeps push's return value, and a config without send_page_view: false measures the page", () => {
    const page = fakePage("/__local/analytics/gtag.js?id=G-LAMB3RT0NT");
    const gtag = gtagOn(page.global);
    startGtag(page.host);
    gtag("consent", "default", ANALYTICS_ONLY);
    gtag("set", { agency: "lambermont" });
    gtag("config", "G-LAMB3RT0NT");
    expect((page.global.dataLayer as unknown[]).push({ unrelated: true })).toBe(4);
    expect(page.sent).toEqual([
      expect.objectContaining({
        id: "G-LAMB3RT0NT",
        event: "page_view",
        params: {
          page_location: "https://agency.test/en/for-sale/?run=1",
          page_title: "For sale",
          language: "en",
          agency: "lambermont",
        },
      }),
    ]);
  });

  it("holds hits while waiting for the consent update, and decides them on the update or when the wait is over", () => {
    const granted = fakePage("/__local/analytics/gtag.js?id=G-LAMB3RT0NT");
    const gtag = gtagOn(granted.global);
    gtag("consent", "default", { ...DENIED, wait_for_update: 500 });
    gtag("config", "G-LAMB3RT0NT", { send_page_view: false });
    gtag("event", "page_view", {});
    startGtag(granted.host);
    expect(granted.sent).toEqual([]);
    gtag("consent", "update", ANALYTICS_ONLY);
    expect(granted.sent.map((hit) => hit.event)).toEqual(["page_view"]);

    const timedOut = fakePage("/__local/analytics/gtag.js?id=G-LAMB3RT0NT");
    const gtag2 = gtagOn(timedOut.global);
    gtag2("consent", "default", { ...DENIED, wait_for_update: 500 });
    gtag2("config", "G-LAMB3RT0NT", { send_page_view: false });
    gtag2("event", "page_view", {});
    startGtag(timedOut.host);
    expect(timedOut.lines).toEqual([]);
    timedOut.runTimers();
    expect(timedOut.sent).toEqual([]);
    expect(timedOut.lines).toEqual(["[local gtag] G-LAMB3RT0NT page_view not sent: analytics_storage denied"]);
  });
});

describe("the gtm.js stand-in", () => {
  it("sends one hit per data layer event, with its data and without personal data", () => {
    const page = fakePage("/__local/analytics/gtm.js?id=GTM-W4XK9PQ");
    const gtag = gtagOn(page.global);
    gtag("consent", "default", DENIED);
    gtag("consent", "update", ANALYTICS_ONLY);
    const layer = page.global.dataLayer as unknown[];
    layer.push({ "gtm.start": 1795341600000, event: "gtm.js" });
    startGtm(page.host);
    layer.push({
      event: "form_submit",
      form_name: "contact",
      email: "an@example.be",
      contact: { first_name: "An", city: "Ixelles" },
      note: "+32 2 555 12 34",
    });

    expect(page.sent).toEqual([
      {
        tag: "gtm",
        id: "GTM-W4XK9PQ",
        event: "gtm.js",
        params: { "gtm.start": 1795341600000 },
        consent: ANALYTICS_ONLY,
        page: "/en/for-sale/?run=1",
      },
      {
        tag: "gtm",
        id: "GTM-W4XK9PQ",
        event: "form_submit",
        params: { form_name: "contact", contact: { city: "Ixelles" } },
        consent: ANALYTICS_ONLY,
        page: "/en/for-sale/?run=1",
      },
    ]);
    expect(page.lines[1]).toContain("personal data withheld: email, contact.first_name, note");
  });

  it("sends nothing while every consent signal is denied", () => {
    const page = fakePage("/__local/analytics/gtm.js?id=GTM-W4XK9PQ");
    gtagOn(page.global)("consent", "default", DENIED);
    (page.global.dataLayer as unknown[]).push({ "gtm.start": 1, event: "gtm.js" });
    startGtm(page.host);
    (page.global.dataLayer as unknown[]).push({ event: "search", search_term: "uccle" });
    expect(page.sent).toEqual([]);
    expect(page.lines).toEqual([
      "[local gtm] GTM-W4XK9PQ gtm.js not sent: every consent signal denied",
      "[local gtm] GTM-W4XK9PQ search not sent: every consent signal denied",
    ]);
  });

  it("runs next to the gtag stand-in on the same data layer", () => {
    const page = fakePage("/__local/analytics/gtm.js?id=GTM-W4XK9PQ");
    const gtag = gtagOn(page.global);
    gtag("consent", "default", ANALYTICS_ONLY);
    gtag("config", "G-LAMB3RT0NT", { send_page_view: false });
    startGtm(page.host);
    startGtag({ ...page.host, scriptSrc: "/__local/analytics/gtag.js?id=G-LAMB3RT0NT" });
    gtag("event", "print", {});
    (page.global.dataLayer as unknown[]).push({ event: "print" });
    expect(page.sent.map((hit) => `${hit.tag} ${hit.event}`)).toEqual(["gtag print", "gtm print"]);
  });
});

describe("the fbevents.js stand-in", () => {
  it("takes over the snippet's queue and later calls; one hit per track with consent, and _fbp set", () => {
    const page = fakePage("/__local/analytics/fbevents.js");
    const fbq = fbqStub(page.global);
    fbq("consent", "grant");
    fbq("init", "123456789012345", { em: "an@example.be" });
    fbq("track", "PageView");
    startPixel(page.host);
    fbq("track", "Lead", { content_name: "visit" });
    expect(fbq.queue).toEqual([]);
    expect(page.sent).toEqual([
      {
        tag: "pixel",
        id: "123456789012345",
        event: "PageView",
        params: {},
        consent: { pixel: "granted" },
        page: "/en/for-sale/?run=1",
      },
      {
        tag: "pixel",
        id: "123456789012345",
        event: "Lead",
        params: { content_name: "visit" },
        consent: { pixel: "granted" },
        page: "/en/for-sale/?run=1",
      },
    ]);
    expect(JSON.stringify(page.sent)).not.toContain("an@example.be");
    expect(page.cookies.get("_fbp")).toMatch(/^fb\.1\.1795341600000\.\d{10}$/);
  });

  it("sends nothing after a revoke, and again after a grant", () => {
    const page = fakePage("/__local/analytics/fbevents.js");
    const fbq = fbqStub(page.global);
    fbq("consent", "revoke");
    fbq("init", "123456789012345");
    fbq("track", "PageView");
    startPixel(page.host);
    expect(page.sent).toEqual([]);
    expect(page.cookies.has("_fbp")).toBe(false);
    expect(page.lines).toEqual(["[local pixel] 123456789012345 PageView not sent: consent revoked"]);
    fbq("consent", "grant");
    fbq("trackCustom", "Print");
    expect(page.sent.map((hit) => hit.event)).toEqual(["Print"]);
  });

  it("sets up fbq itself when loaded without the snippet", () => {
    const page = fakePage("/__local/analytics/fbevents.js");
    startPixel(page.host);
    const fbq = page.global.fbq as ((...args: unknown[]) => void) & { loaded: boolean; version: string };
    expect(fbq.loaded).toBe(true);
    expect(fbq.version).toBe("2.0");
    fbq("init", "42424242");
    fbq("trackSingle", "42424242", "Search", { search_string: "etterbeek" });
    expect(page.sent.map((hit) => [hit.id, hit.event, hit.params])).toEqual([
      ["42424242", "Search", { search_string: "etterbeek" }],
    ]);
  });
});

describe("personal data in hits", () => {
  it.each([
    [{ form_name: "valuation", listing_id: "4012" }, { form_name: "valuation", listing_id: "4012" }, []],
    [{ firstName: "An", lastName: "Peeters", name: "An Peeters" }, {}, ["firstName", "lastName", "name"]],
    [{ user_email: "x", phoneNumber: "x", street_address: "x" }, {}, ["user_email", "phoneNumber", "street_address"]],
    [
      { search_term: "ixelles", price_max: 450000, zip: "1050" },
      { search_term: "ixelles", price_max: 450000, zip: "1050" },
      [],
    ],
    [{ tags: ["garden", "an@example.be"] }, { tags: ["garden", null] }, ["tags.1"]],
  ])("%j is sent as %j", (params, kept, withheld) => {
    expect(withoutPersonalData(params)).toEqual({ params: kept, withheld });
  });
});
