import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { get } from "../support/fetch.ts";
import { decode, expectedPath } from "../support/listing-pages.ts";
import { page } from "../support/page.ts";

const ORIGIN = "https://agency.test";
const SOCIAL = "1:integrationConsent0000:2026-11-01:10010";

/** A request as `npm start` runs the worker: stand-ins on, players from the stand-in. */
async function local(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }),
    { ...env, LOCAL_STANDINS: "on", FRAME_HOSTS: "local" },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

const standIn = (src: string) => `/__local/frames/?src=${encodeURIComponent(src)}`;

describe("the players' local stand-in", () => {
  it("does not exist in production: the site's not-found page", async () => {
    expect((await get(standIn("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0"))).status).toBe(404);
  });

  it("names the service, the address it stands in for and whether the visitor started it, and may be framed by the site only", async () => {
    const started = await local(standIn("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1"));
    expect(started.status).toBe(200);
    const html = await started.text();
    expect(page(html).heading(1)).toBe("YouTube player — local stand-in");
    expect(decode(html)).toContain("Stands in for https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1");
    expect(html).toContain("Started at the visitor's request.");
    expect(started.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    expect(started.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");

    const tour = await (await local(standIn("https://my.matterport.com/show/?m=SxQL3iGyoDo"))).text();
    expect(page(tour).heading(1)).toBe("Matterport player — local stand-in");
    expect(tour).toContain("Waiting for the visitor to press play.");
    const facebook = await (
      await local(
        standIn(
          `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://www.facebook.com/agency/videos/1234567890/")}&show_text=false`,
        ),
      )
    ).text();
    expect(page(facebook).heading(1)).toBe("Facebook player — local stand-in");
  });

  it("refuses an address the site would not frame", async () => {
    for (const src of ["", "https://example.com/video", "javascript:alert(1)", "/media/videos/visit.mp4"])
      expect((await local(standIn(src))).status, src).toBe(400);
  });

  it("is what a page frames in local development, once the visitor allows players", async () => {
    const path = await expectedPath(40112, "en");
    const waiting = await (await local(path)).text();
    const framed = (html: string) =>
      [...page(html).root.querySelectorAll("iframe[src]")].map((frame) => frame.getAttribute("src")!);
    expect(framed(waiting).filter((src) => src.startsWith("/__local/frames/"))).toEqual([]);
    expect(decode(waiting)).toContain(
      `data-frame-start-src="${standIn("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1")}"`,
    );
    const allowed = await (await local(path, { headers: { Cookie: `consent=${SOCIAL}` } })).text();
    const players = [...page(allowed).root.querySelectorAll("iframe.frame__player")];
    expect(players.map((frame) => frame.getAttribute("src"))).toContain(
      standIn("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0"),
    );
  });
});
