/**
 * Video and tour recognition: which links the detail page can embed, and how.
 *
 * Recognised: video files by extension; YouTube (watch, youtu.be, embed, shorts) with an
 * 11-character id; Vimeo numeric links; Facebook video links; the 3D-tour provider Matterport;
 * and two virtual-visit services Belgian agencies use, Nodalview and Giraffe360. Hosts match by
 * domain suffix: "my.matterport.com" is Matterport, "notmatterport.com" is not.
 */

export type VideoFileType = "mp4" | "mov" | "wmv" | "avi" | "flv" | "webm";

export type MediaEmbed =
  | {
      kind: "file";
      /** The file itself: played by a <video> element, or offered as a download. */
      embedUrl: string;
      type: VideoFileType;
      mimeType: string;
      /** Browsers play mp4, mov (H.264) and webm; wmv, avi and flv are only downloadable. */
      playable: boolean;
    }
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string }
  | { kind: "facebook"; embedUrl: string }
  | { kind: "tour"; provider: TourProvider; embedUrl: string };

export type TourProvider = "matterport" | "nodalview" | "giraffe360";

/** Domain suffixes of the tour services whose pages are meant to be framed as they are. */
export const TOUR_PROVIDERS: ReadonlyArray<readonly [TourProvider, string]> = [
  ["matterport", "matterport.com"],
  ["nodalview", "nodalview.com"],
  ["giraffe360", "giraffe360.com"],
];

const FILE_TYPES: Record<VideoFileType, { mimeType: string; playable: boolean }> = {
  mp4: { mimeType: "video/mp4", playable: true },
  mov: { mimeType: "video/quicktime", playable: true },
  webm: { mimeType: "video/webm", playable: true },
  wmv: { mimeType: "video/x-ms-wmv", playable: false },
  avi: { mimeType: "video/x-msvideo", playable: false },
  flv: { mimeType: "video/x-flv", playable: false },
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parse(link: string | null | undefined): URL | undefined {
  try {
    const url = new URL((link ?? "").trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (onDomain(host, "youtube.com") || onDomain(host, "youtube-nocookie.com")) {
    if (segments[0] === "watch") id = url.searchParams.get("v") ?? undefined;
    else if (segments[0] === "embed" || segments[0] === "shorts") id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeo(url: URL): { id: string; hash?: string } | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "player.vimeo.com") {
    return segments[0] === "video" && /^\d+$/.test(segments[1] ?? "")
      ? { id: segments[1]!, hash: url.searchParams.get("h") ?? undefined }
      : undefined;
  }
  if (!onDomain(host, "vimeo.com")) return undefined;
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  const at = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (at < 0) return undefined;
  const next = segments[at + 1];
  return { id: segments[at]!, hash: next && /^[0-9a-f]+$/i.test(next) ? next : undefined };
}

function isFacebookVideo(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (host === "fb.watch") return url.pathname.length > 1;
  if (!onDomain(host, "facebook.com")) return false;
  const path = url.pathname;
  return (
    /\/videos\/(?:[^/]+\/)?\d+/.test(path) ||
    (/^\/watch\/?$/.test(path) && /^\d+$/.test(url.searchParams.get("v") ?? "")) ||
    (path === "/video.php" && /^\d+$/.test(url.searchParams.get("v") ?? "")) ||
    /^\/reel\/\d+/.test(path)
  );
}

/** How to embed a video or tour link, or null when it is not one the site recognises. */
export function recognizeMedia(link: string | null | undefined): MediaEmbed | null {
  const url = parse(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();

  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension && extension in FILE_TYPES) {
    const type = extension as VideoFileType;
    return { kind: "file", embedUrl: url.href, type, ...FILE_TYPES[type] };
  }

  const youtube = youtubeId(url);
  if (youtube) return { kind: "youtube", id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };

  const vimeoVideo = vimeo(url);
  if (vimeoVideo) {
    const hash = vimeoVideo.hash ? `?h=${encodeURIComponent(vimeoVideo.hash)}` : "";
    return { kind: "vimeo", id: vimeoVideo.id, embedUrl: `https://player.vimeo.com/video/${vimeoVideo.id}${hash}` };
  }

  if (isFacebookVideo(url)) {
    return {
      kind: "facebook",
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}&show_text=false`,
    };
  }

  const provider = TOUR_PROVIDERS.find(([, domain]) => onDomain(host, domain));
  if (provider) return { kind: "tour", provider: provider[0], embedUrl: url.href };

  return null;
}

/** Is this link a video or tour the site can show? Invalid URLs are not. */
export function isRecognizedMedia(link: string | null | undefined): boolean {
  return recognizeMedia(link) !== null;
}
