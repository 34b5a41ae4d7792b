import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";

// The local stand-ins are one app under /__local/ behind one switch (worker/local/app.ts): on,
// they answer their own paths and leave every other one to the site; off, none of them exists.

function local(path: string, standins: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(
    app.fetch(new Request(`https://agency.test${path}`, init), { ...env, LOCAL_STANDINS: standins }),
  );
}

const STAND_INS = [
  "/__local/mailbox/",
  "/__local/tiles/0/0/0.svg",
  "/__local/turnstile/api.js",
  "/__local/analytics/",
  "/__local/map-demo/?lang=en",
];

describe("the local stand-ins", () => {
  it("answer their own paths when LOCAL_STANDINS is on", async () => {
    for (const path of STAND_INS) expect((await local(path, "on")).status, path).toBe(200);
  });

  it("leave a path no stand-in serves to the site, whose not-found page answers in the visitor's language", async () => {
    const response = await local("/__local/nothing-here/", "on", { headers: { "Accept-Language": "fr" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain('lang="fr"');
  });

  it("do not exist when LOCAL_STANDINS is anything but on: the site's not-found page answers", async () => {
    for (const value of ["", "off", "ON"]) {
      for (const path of STAND_INS) {
        const response = await local(path, value);
        expect(response.status, `${path} with ${JSON.stringify(value)}`).toBe(404);
        expect(response.headers.get("content-type")).toContain("text/html");
      }
    }
  });
});
