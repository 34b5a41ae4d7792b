import { describe, expect, it } from "vitest";
import { challengeSvg, hasGlyph } from "../../worker/forms/challenge-image.ts";
import {
  answerMatches,
  CHALLENGE_ALPHABET,
  CHALLENGE_LENGTH,
  CHALLENGE_LIFETIME_SECONDS,
  challengeSecret,
  createChallenge,
  readChallenge,
} from "../../worker/forms/challenge.ts";

const SECRET = "unit-test-secret";
const issued = new Date("2026-11-20T10:00:00Z");
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe("the fallback challenge's signed id", () => {
  it("reads back the same characters for as long as it is valid", async () => {
    const id = await createChallenge(SECRET, issued);
    const first = await readChallenge(SECRET, id, issued);
    const last = await readChallenge(SECRET, id, later(CHALLENGE_LIFETIME_SECONDS));
    expect(first.ok && last.ok).toBe(true);
    if (!first.ok || !last.ok) return;
    expect(first.challenge.characters).toHaveLength(CHALLENGE_LENGTH);
    expect(last.challenge.characters).toBe(first.challenge.characters);
    expect(first.challenge.expiresAt).toBe(issued.getTime() / 1000 + 600);
  });

  it("is valid 10 minutes, then expired", async () => {
    const id = await createChallenge(SECRET, issued);
    expect(await readChallenge(SECRET, id, later(10 * 60 + 1))).toEqual({ ok: false, reason: "expired" });
  });

  it("never shows its characters", async () => {
    const id = await createChallenge(SECRET, issued);
    const read = await readChallenge(SECRET, id, issued);
    if (!read.ok) throw new Error("unreadable");
    expect(id.toUpperCase()).not.toContain(read.challenge.characters);
  });

  it("is refused when signed with another key, or changed in any part", async () => {
    const id = await createChallenge(SECRET, issued);
    expect(await readChallenge("another-secret", id, issued)).toEqual({ ok: false, reason: "invalid" });
    const [key, expires, signature] = id.split(".") as [string, string, string];
    // A later expiry written in by hand breaks the signature.
    expect(await readChallenge(SECRET, `${key}.${Number(expires) + 3600}.${signature}`, issued)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(await readChallenge(SECRET, `${key}.${expires}.${flipped}`, issued)).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (const junk of ["", "abc", `${id}.x`, id.replace(".", "/")])
      expect((await readChallenge(SECRET, junk, issued)).ok).toBe(false);
  });

  it("differs from one form to the next", async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => createChallenge(SECRET, issued)));
    expect(new Set(ids).size).toBe(5);
  });
});

describe("the signing key", () => {
  it("is the FORM_CHALLENGE_SECRET", () => {
    expect(challengeSecret({ LOCAL_STANDINS: "", FORM_CHALLENGE_SECRET: "s3cret" })).toBe("s3cret");
  });

  it("has a fixed default in local development only", () => {
    expect(challengeSecret({ LOCAL_STANDINS: "on" })).toMatch(/\S{16,}/);
    expect(() => challengeSecret({ LOCAL_STANDINS: "" })).toThrow(/FORM_CHALLENGE_SECRET/);
  });
});

describe("the visitor's answer", () => {
  it("matches whatever the case, with stray spaces", () => {
    expect(answerMatches("K7HMX", "K7HMX")).toBe(true);
    expect(answerMatches("K7HMX", "k7hmx")).toBe(true);
    expect(answerMatches("K7HMX", " k7 hmx ")).toBe(true);
  });

  it("does not match other characters, fewer or more", () => {
    expect(answerMatches("K7HMX", "K7HMY")).toBe(false);
    expect(answerMatches("K7HMX", "K7HM")).toBe(false);
    expect(answerMatches("K7HMX", "K7HMXX")).toBe(false);
    expect(answerMatches("K7HMX", "")).toBe(false);
  });
});

describe("the characters a challenge uses", () => {
  it("leave out the ones that are easy to mistake for another", () => {
    for (const ambiguous of ["0", "O", "1", "l", "I", "L", "2", "Z", "5", "S", "8", "B", "Q", "D", "G"]) {
      expect(CHALLENGE_ALPHABET).not.toContain(ambiguous);
    }
  });

  it("can all be drawn", () => {
    for (const character of CHALLENGE_ALPHABET) expect(hasGlyph(character)).toBe(true);
  });
});

describe("the challenge's picture", () => {
  it("draws strokes, not text a script could read back", () => {
    const svg = challengeSvg("K7HMX", "seed");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|K7HMX/);
    expect(svg.match(/<path transform=/g)).toHaveLength(5);
  });

  it("looks the same for the same challenge and different for another", () => {
    expect(challengeSvg("K7HMX", "seed")).toBe(challengeSvg("K7HMX", "seed"));
    expect(challengeSvg("K7HMX", "other")).not.toBe(challengeSvg("K7HMX", "seed"));
  });
});
