/**
 * The slideshow's props as its markup carries them. Each photo's resized copies are usually named
 * after the original (`0.webp`, `0-400.webp`): those travel as their widths alone, and the
 * browser names them again before hydrating. A copy named otherwise travels whole.
 */
import { PHOTO_WIDTHS, type PhotoWidth } from "../../shared/rules/images.ts";
import type { DetailPhoto } from "../catalogue/detail/model.ts";
import type { SlideshowProps } from "./Slideshow.tsx";

type CopyKey = `url_${PhotoWidth}`;

/** A photo with the copies named after its original given as their widths. */
type PackedPhoto = Omit<DetailPhoto, CopyKey> & Partial<Record<CopyKey, string | null>> & { copies?: PhotoWidth[] };

interface PackedProps extends Omit<SlideshowProps, "photos"> {
  photos: PackedPhoto[];
}

/** The name a copy `width` wide has when it is named after the original. */
function copyOf(url: string, width: PhotoWidth): string {
  return `${url.replace(/\.[a-z]+$/i, "")}-${width}.webp`;
}

function packPhoto(photo: DetailPhoto): PackedPhoto {
  const packed: PackedPhoto = { ...photo };
  const copies: PhotoWidth[] = [];
  for (const width of PHOTO_WIDTHS) {
    const key: CopyKey = `url_${width}`;
    if (photo[key] && photo[key] === copyOf(photo.url, width)) {
      copies.push(width);
      delete packed[key];
    }
  }
  return copies.length > 0 ? { ...packed, copies } : packed;
}

function unpackPhoto({ copies, ...photo }: PackedPhoto): DetailPhoto {
  const named = Object.fromEntries((copies ?? []).map((width) => [`url_${width}`, copyOf(photo.url, width)]));
  return { ...photo, ...named };
}

export function packSlideshowProps(props: SlideshowProps): PackedProps {
  return { ...props, photos: props.photos.map(packPhoto) };
}

export function unpackSlideshowProps(packed: unknown): SlideshowProps {
  const props = packed as PackedProps;
  return { ...props, photos: props.photos.map(unpackPhoto) };
}
