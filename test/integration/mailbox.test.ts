import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { captureTransport } from "../../worker/mail/transport.ts";
import { get } from "../support/fetch.ts";

function mailbox(path: string, standins = "on"): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`https://agency.test${path}`), { ...env, LOCAL_STANDINS: standins }));
}

async function capture(subject: string): Promise<number> {
  const { id } = await captureTransport(env.DB).send({
    from: "website@lambermont-immo.be",
    to: "info@lambermont-immo.be",
    replyTo: "an@example.be",
    subject,
    text: "Hello in text",
    html: `<p>Hello <script>alert(1)</script></p>`,
    leadId: 7,
  });
  return Number(id!.replace("captured-", ""));
}

describe("the development mailbox", () => {
  it("does not exist in production: the site's not-found page answers", async () => {
    await capture("Hidden");
    for (const path of ["/__local/mailbox/", "/__local/mailbox/1/", "/__local/mailbox/1/html"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Hidden");
    }
  });

  it("lists captured mail, newest first", async () => {
    await capture("Older mail");
    await capture("Newer mail");
    const html = await (await mailbox("/__local/mailbox/")).text();
    expect(html.indexOf("Newer mail")).toBeGreaterThan(-1);
    expect(html.indexOf("Newer mail")).toBeLessThan(html.indexOf("Older mail"));
  });

  it("shows one mail, its HTML in a sandboxed frame served under a sandboxing CSP", async () => {
    const id = await capture("Visit request <Avenue Louise>");
    const response = await mailbox(`/__local/mailbox/${id}/`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Visit request &lt;Avenue Louise&gt;");
    expect(page).toContain("Hello in text");
    expect(page).toMatch(new RegExp(`<iframe src="/__local/mailbox/${id}/html" sandbox="allow-downloads"`));

    const raw = await mailbox(`/__local/mailbox/${id}/html`);
    expect(raw.headers.get("content-security-policy")).toMatch(/^sandbox allow-downloads; default-src 'none'/);
    expect(await raw.text()).toContain("<p>Hello");
  });

  it.each(["/__local/mailbox/999999/", "/__local/mailbox/abc/", "/__local/mailbox/0/html"])(
    "answers 404 for %s",
    async (path) => {
      expect((await mailbox(path)).status).toBe(404);
    },
  );
});
