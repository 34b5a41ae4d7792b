// Reads the pages and the visible text of a PDF that Chromium printed, so a test can check what is
// on paper. Chromium writes plain objects whose streams are deflated, and fonts whose glyphs map
// to text through a ToUnicode CMap; that is all this reader understands.
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf("stream");
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start =
      match.index! + match[0].indexOf(body) + streamAt + "stream".length + (body[streamAt + 6] === "\r" ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let stream = pdf.subarray(start, start + length);
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(stream);
      } catch {
        // Not a stream this reader needs (an image in another format).
      }
    }
    found.set(Number(match[1]), { dict, stream });
  }
  return found;
}

/** glyph id (hex) → text, from a ToUnicode CMap. */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(m[1]!.toLowerCase(), unicode(m[2]!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      const first = parseInt(m[3]!, 16);
      for (let code = from; code <= to; code++)
        map.set(code.toString(16).padStart(m[1]!.length, "0"), String.fromCodePoint(first + code - from));
    }
  }
  return map;
}

export interface PdfContent {
  pages: number;
  text: string;
}

export function readPdf(pdf: Buffer): PdfContent {
  const all = objects(pdf);
  const pages = [...all.values()].filter((o) => /\/Type\s*\/Page\b(?!s)/.test(o.dict)).length;
  // Font resource names (/F4) → the CMap of the font object they point at.
  const fontMaps = new Map<string, Map<string, string>>();
  for (const object of all.values()) {
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const ref of fonts[1]!.matchAll(/\/([\w.-]+)\s+(\d+) 0 R/g)) {
        const font = all.get(Number(ref[2]));
        const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
        const stream = toUnicode ? all.get(Number(toUnicode))?.stream : undefined;
        if (stream) fontMaps.set(ref[1]!, cmap(stream.toString("latin1")));
      }
    }
  }
  const pieces: string[] = [];
  for (const object of all.values()) {
    if (!object.stream || !/\bT[Jj]\b/.test(object.stream.toString("latin1"))) continue;
    let map: Map<string, string> | undefined;
    for (const token of object.stream
      .toString("latin1")
      .matchAll(/\/([\w.-]+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g)) {
      if (token[1]) map = fontMaps.get(token[1]);
      else if (token[0] === "ET") pieces.push(" ");
      else {
        const hexes =
          token[2] !== undefined ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [token[3]!];
        for (const hex of hexes) {
          const width = map ? ([...map.keys()][0]?.length ?? 4) : 4;
          for (let at = 0; at + width <= hex.length; at += width)
            pieces.push(map?.get(hex.slice(at, at + width).toLowerCase()) ?? "");
        }
      }
    }
  }
  // NFKC turns the ligatures fonts print (ﬁ, ﬂ) back into letters.
  return { pages, text: pieces.join("").normalize("NFKC").replace(/\s+/g, " ") };
}
