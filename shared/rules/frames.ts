/**
 * Third-party players: the video and tour embeds of the recognition rules (rules/video.ts) that
 * another site serves in a frame. Who serves each one (named to the visitor before it loads), the
 * permissions its frame gets, and its address: the privacy-enhanced embed, started at once when
 * the visitor asked for it, or the local stand-in in development.
 */
import type { MediaEmbed } from "./video.ts";

/** An embed another site serves in a frame; a video file plays in the page itself. */
export type FramedEmbed = Exclude<MediaEmbed, { kind: "file" }>;

export function isFramed(embed: MediaEmbed): embed is FramedEmbed {
  return embed.kind !== "file";
}

const TOUR_NAMES = { matterport: "Matterport", nodalview: "Nodalview", giraffe360: "Giraffe360" } as const;

/** The service a player comes from and the host its frame loads, as the visitor is told. */
export function frameProvider(embed: FramedEmbed): { name: string; host: string } {
  const host = new URL(embed.embedUrl).hostname;
  switch (embed.kind) {
    case "youtube":
      return { name: "YouTube", host };
    case "vimeo":
      return { name: "Vimeo", host };
    case "facebook":
      return { name: "Facebook", host };
    case "tour":
      return { name: TOUR_NAMES[embed.provider], host };
  }
}

/** Permissions each kind of player needs; nothing more (no camera, no payment). */
export function framePermissions(embed: FramedEmbed): string {
  return embed.kind === "tour"
    ? "fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
    : "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";
}

/** Where the local stand-in player answers (worker/local/frames.ts, LOCAL_STANDINS=on). */
export const LOCAL_FRAME_PATH = "/__local/frames/";

/**
 * The player's address. YouTube's comes from youtube-nocookie.com (recognition) and shows no
 * other channels' videos at the end; Vimeo's is asked not to track (dnt). `start`: the visitor
 * asked for this player, so it starts without a second click where the service allows it.
 * `local`: the local stand-in, told which address it stands in for.
 */
export function playerAddress(embed: FramedEmbed, options: { start: boolean; local: boolean }): string {
  const url = new URL(embed.embedUrl);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  switch (embed.kind) {
    case "youtube":
      set("rel", "0");
      if (options.start) set("autoplay", "1");
      break;
    case "vimeo":
      set("dnt", "1");
      if (options.start) set("autoplay", "1");
      break;
    case "facebook":
      if (options.start) set("autoplay", "true");
      break;
    case "tour":
      // Matterport opens its tour at once with play=1 instead of showing its own start screen.
      if (options.start && embed.provider === "matterport") set("play", "1");
      break;
  }
  return options.local ? `${LOCAL_FRAME_PATH}?src=${encodeURIComponent(url.href)}` : url.href;
}
