import { describe, expect, it } from "vitest";
import { frameProvider, isFramed, playerAddress, type FramedEmbed } from "../../shared/rules/frames.ts";
import { recognizeMedia } from "../../shared/rules/video.ts";

const embed = (link: string) => recognizeMedia(link) as FramedEmbed;

describe("third-party players", () => {
  it.each([
    // link, service, host, address, address when the visitor started it
    [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "YouTube",
      "www.youtube-nocookie.com",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1",
    ],
    [
      "https://vimeo.com/76979871",
      "Vimeo",
      "player.vimeo.com",
      "https://player.vimeo.com/video/76979871?dnt=1",
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    ],
    [
      "https://vimeo.com/76979871/abc123",
      "Vimeo",
      "player.vimeo.com",
      "https://player.vimeo.com/video/76979871?h=abc123&dnt=1",
      "https://player.vimeo.com/video/76979871?h=abc123&dnt=1&autoplay=1",
    ],
    [
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "Matterport",
      "my.matterport.com",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1",
    ],
    [
      "https://app.nodalview.com/abc",
      "Nodalview",
      "app.nodalview.com",
      "https://app.nodalview.com/abc",
      "https://app.nodalview.com/abc",
    ],
    [
      "https://www.facebook.com/agency/videos/1234567890/",
      "Facebook",
      "www.facebook.com",
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://www.facebook.com/agency/videos/1234567890/")}&show_text=false`,
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://www.facebook.com/agency/videos/1234567890/")}&show_text=false&autoplay=true`,
    ],
  ])("%s: %s from %s", (link, name, host, address, started) => {
    expect(frameProvider(embed(link))).toEqual({ name, host });
    expect(playerAddress(embed(link), { start: false, local: false })).toBe(address);
    expect(playerAddress(embed(link), { start: true, local: false })).toBe(started);
  });

  it("come from the local stand-in in development, which is told the real address", () => {
    expect(playerAddress(embed("https://youtu.be/ScMzIvxBSi4"), { start: true, local: true })).toBe(
      `/__local/frames/?src=${encodeURIComponent("https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?rel=0&autoplay=1")}`,
    );
  });

  it("are every recognised embed but a video file, which plays in the page", () => {
    expect(isFramed(recognizeMedia("https://agency.test/media/videos/visit.mp4")!)).toBe(false);
    expect(isFramed(embed("https://vimeo.com/76979871"))).toBe(true);
  });
});
