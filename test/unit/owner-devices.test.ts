import { describe, expect, it } from "vitest";
import { describeDevice } from "../../worker/owners/devices.ts";
import { newRecoveryCodes, recoveryCodeHash, recoveryCodeInput } from "../../worker/owners/recovery-codes.ts";

// The owner's sessions page names each device by its browser and system; recovery codes are
// long, random and forgiving to type (decision 048).

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", system: "Windows" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Edge", system: "Windows" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      { browser: "Safari", system: "macOS" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      { browser: "Safari", system: "iPhone" },
    ],
    [
      "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox", system: "Linux" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      { browser: "Samsung Internet", system: "Android" },
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
      { browser: "Opera", system: "ChromeOS" },
    ],
    ["curl/8.5.0", {}],
    ["", {}],
    [null, {}],
  ])("%j → %j", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });
});

describe("recovery codes", () => {
  it("are ten, 24 characters of 32 in groups of four, all different", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){5}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it("read back in any case, with or without dashes and spaces, i/l as 1 and o as 0", async () => {
    const [code] = newRecoveryCodes(1, (n) => new Uint8Array(n).fill(1));
    expect(code).toBe("1111-1111-1111-1111-1111-1111");
    expect(recoveryCodeInput(" IIII LLLL 1111-1111 1111 1111 ")).toBe("111111111111111111111111");
    expect(recoveryCodeInput("0000-0000-0000-0000-0000-000")).toBeUndefined();
    expect(recoveryCodeInput("uuuu-uuuu-uuuu-uuuu-uuuu-uuuu")).toBeUndefined();
    expect(await recoveryCodeHash("1111 1111 1111 1111 1111 1111")).toBe(await recoveryCodeHash(code!));
  });
});
