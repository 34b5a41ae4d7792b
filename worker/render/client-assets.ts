// The files the client build wrote, by role. The worker links these and nothing else; the type is
// written here so that the worker's code reads the same whether or not the build has run yet.
import built from "../generated/client-assets.json";
import type { ImageRenditions } from "../../shared/rules/images.ts";
import type { FirstScreen } from "../../ui/first-screen.ts";

export interface ClientAssets {
  /** The hydration entry, hashed. */
  entry: string;
  /** The starter's minified code, which every page inlines to load the entry (client/starter.ts). */
  starter: string;
  /** The site's stylesheet, hashed. */
  css: string;
  /** The critical CSS inlined in each kind of page's head. */
  firstScreen: Record<FirstScreen, string>;
  /** The map frame's script and stylesheet. */
  mapFrame: string;
  mapFrameCss: string;
  /** Each language's dictionary for the browser, by language code. */
  locales: Record<string, string>;
  /** The site's own raster images and their resized copies, by original path. */
  images: Record<string, ImageRenditions>;
}

export const clientAssets: ClientAssets = built;
