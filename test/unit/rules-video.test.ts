import { describe, expect, it } from "vitest";
import { isRecognizedMedia, recognizeMedia } from "../../shared/rules/video.ts";

// Files mp4, mov, wmv, avi, flv, webm; YouTube (watch, short link, embed, shorts) with an
// 11-character id; Vimeo numeric links; Facebook video links; a 3D-tour provider and two partner
// hosts by domain suffix. Invalid URL checks return false.
describe("video files by extension", () => {
  it.each([
    ["https://cdn.example.be/media/visit.mp4", "mp4", "video/mp4", true],
    ["https://cdn.example.be/media/VISIT.MP4", "mp4", "video/mp4", true],
    ["https://cdn.example.be/media/visit.mov?token=abc", "mov", "video/quicktime", true],
    ["https://cdn.example.be/media/visit.webm#t=10", "webm", "video/webm", true],
    ["http://cdn.example.be/visit.wmv", "wmv", "video/x-ms-wmv", false],
    ["https://cdn.example.be/visit.avi", "avi", "video/x-msvideo", false],
    ["https://cdn.example.be/visit.flv", "flv", "video/x-flv", false],
  ] as const)("%s is a %s file", (url, type, mimeType, playable) => {
    expect(recognizeMedia(url)).toEqual({ kind: "file", embedUrl: new URL(url).href, type, mimeType, playable });
  });

  it.each([
    ["https://cdn.example.be/visit.mkv"],
    ["https://cdn.example.be/visit.mp4.html"],
    ["https://cdn.example.be/?file=visit.mp4"],
  ])("%s is not", (url) => {
    expect(recognizeMedia(url)).toBeNull();
  });
});

describe("YouTube, with an 11-character id", () => {
  const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ"],
  ])("%s", (url) => {
    expect(recognizeMedia(url)).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ", embedUrl: embed });
  });

  it.each([
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQx"],
    ["https://youtu.be/"],
    ["https://www.youtube.com/channel/UC1234567890"],
    ["https://notyoutube.com/watch?v=dQw4w9WgXcQ"],
  ])("not %s", (url) => {
    expect(recognizeMedia(url)).toBeNull();
  });
});

describe("Vimeo numeric links", () => {
  it.each([
    ["https://vimeo.com/76979871", "76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/8272103f6e", "76979871", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
    ["https://vimeo.com/channels/staffpicks/76979871", "76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "76979871", "https://player.vimeo.com/video/76979871"],
  ])("%s", (url, id, embedUrl) => {
    expect(recognizeMedia(url)).toEqual({ kind: "vimeo", id, embedUrl });
  });

  it.each([["https://vimeo.com/agencyname"], ["https://player.vimeo.com/video/abc"]])("not %s", (url) => {
    expect(recognizeMedia(url)).toBeNull();
  });
});

describe("Facebook video links", () => {
  it.each([
    ["https://www.facebook.com/ImmoAgency/videos/1234567890123456/"],
    ["https://www.facebook.com/watch/?v=1234567890123456"],
    ["https://www.facebook.com/video.php?v=1234567890123456"],
    ["https://m.facebook.com/reel/1234567890123456"],
    ["https://fb.watch/abcDEF123/"],
  ])("%s", (url) => {
    expect(recognizeMedia(url)).toEqual({
      kind: "facebook",
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(new URL(url).href)}&show_text=false`,
    });
  });

  it.each([
    ["https://www.facebook.com/ImmoAgency"],
    ["https://www.facebook.com/watch/?v=abc"],
    ["https://fakefacebook.com/x/videos/123"],
  ])("not %s", (url) => {
    expect(recognizeMedia(url)).toBeNull();
  });
});

describe("3D and virtual tours by domain suffix", () => {
  it.each([
    ["https://my.matterport.com/show/?m=SxQL3iGyoDo", "matterport"],
    ["https://matterport.com/discover/space/abc", "matterport"],
    ["https://app.nodalview.com/tour/abc123", "nodalview"],
    ["https://nodalview.com/abc123", "nodalview"],
    ["https://tour.giraffe360.com/abc123", "giraffe360"],
  ] as const)("%s → %s", (url, provider) => {
    expect(recognizeMedia(url)).toEqual({ kind: "tour", provider, embedUrl: new URL(url).href });
  });

  it.each([
    ["https://notmatterport.com/show/?m=x"],
    ["https://matterport.com.evil.example/show"],
    ["https://example.be/nodalview.com"],
  ])("not %s", (url) => {
    expect(recognizeMedia(url)).toBeNull();
  });
});

describe("invalid links return false", () => {
  it.each([
    [""],
    ["not a url"],
    ["youtu.be/dQw4w9WgXcQ"],
    ["/media/visit.mp4"],
    ["javascript:alert(1)//.mp4"],
    ["ftp://cdn.example.be/visit.mp4"],
    [null],
    [undefined],
  ])("%j", (url) => {
    expect(isRecognizedMedia(url)).toBe(false);
    expect(recognizeMedia(url)).toBeNull();
  });

  it("is true for a recognised link", () => {
    expect(isRecognizedMedia("https://youtu.be/dQw4w9WgXcQ")).toBe(true);
  });
});
