import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEPT_RENDER_TIMING, keptRendersSize } from "../../worker/render/kept-renders.ts";
import { get } from "../support/fetch.ts";
import { clearOwners, ownerWithSession } from "../support/owner-session.ts";

// Pages the page cache never keeps (a 404 page, an owner's dashboard) are kept by what they show
// for a minute: the same view is served again with fresh nonces; another view, another owner's
// or the same owner's after a change, is rendered for itself.

const DASHBOARD = "/en/my-properties/";
const DUPLEX = { id: 40112, title: "Renovated duplex with south-west terrace near Place du Châtelain" };
const FLAT = { id: 40232, title: "Two-bedroom flat with balcony in the Flagey area" };

const nonceOf = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const kept = (response: Response) => (response.headers.get("Server-Timing") ?? "").includes(KEPT_RENDER_TIMING);

/** The dashboard's visits of today, as written. */
const today = (html: string) => /data-figure="today"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];

/** The kept renders once the last response's copy has been stored (after its body was sent). */
async function keptCount(count: number) {
  await vi.waitFor(() => expect(keptRendersSize().renders).toBe(count));
}

afterEach(async () => {
  vi.useRealTimers();
  await clearOwners();
});

describe("a page the page cache does not keep", () => {
  it("is rendered once and served again with nonces of its own", async () => {
    const first = await get("/nl/deze-pagina-bestaat-niet/");
    const html = await first.text();
    expect(first.status).toBe(404);
    expect(kept(first)).toBe(false);
    await keptCount(1);
    const again = await get("/nl/deze-pagina-bestaat-niet/");
    const second = await again.text();
    expect(again.status).toBe(404);
    expect(kept(again)).toBe(true);
    expect(again.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonceOf(second)}'`);
    expect(nonceOf(second)).not.toBe(nonceOf(html));
    expect(withoutNonces(second)).toBe(withoutNonces(html));
  });

  it("shows each owner their own dashboard, never another's", async () => {
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX.id], { language: "en" });
    const luc = await ownerWithSession("Luc Martin", [FLAT.id], { language: "en" });
    const annes = await (await get(DASHBOARD, { headers: { Cookie: anne.cookie } })).text();
    await keptCount(1);
    const response = await get(DASHBOARD, { headers: { Cookie: luc.cookie } });
    const lucs = await response.text();
    expect(kept(response)).toBe(false);
    expect(lucs).toContain("Luc Martin");
    expect(lucs).toContain(FLAT.title);
    expect(lucs).not.toContain("Anne Peeters");
    expect(lucs).not.toContain(DUPLEX.title);
    await keptCount(2);
    const again = await get(DASHBOARD, { headers: { Cookie: anne.cookie } });
    expect(kept(again)).toBe(true);
    expect(withoutNonces(await again.text())).toBe(withoutNonces(annes));
  });

  it("shows a new figure at once", async () => {
    // A fixed morning in Brussels, so that the day written is the dashboard's today.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T10:00:00Z") });
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX.id], {
      language: "en",
      sessionAt: new Date("2026-12-02T09:50:00Z"),
    });
    await env.DB.prepare("DELETE FROM property_views WHERE listing_id = ?").bind(DUPLEX.id).run();
    const before = await (await get(DASHBOARD, { headers: { Cookie: anne.cookie } })).text();
    await keptCount(1);
    await env.DB.prepare("INSERT INTO property_views (listing_id, day, views) VALUES (?, ?, ?)")
      .bind(DUPLEX.id, "2026-12-02", 4321)
      .run();
    const response = await get(DASHBOARD, { headers: { Cookie: anne.cookie } });
    const after = await response.text();
    expect(kept(response)).toBe(false);
    expect(today(before)).toBe("0");
    expect(today(after)).toBe("4.321");
  });

  it("is never kept where a secret is typed or shown", async () => {
    const anne = await ownerWithSession("Anne Peeters", [DUPLEX.id], { language: "en" });
    for (let i = 0; i < 2; i++) {
      const response = await get("/en/two-step-verification/", { headers: { Cookie: anne.cookie } });
      expect(response.status).toBe(200);
      expect(kept(response)).toBe(false);
      await response.text();
    }
    expect(keptRendersSize().renders).toBe(0);
  });
});
