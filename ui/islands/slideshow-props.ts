/**
 * The slideshow's props as its markup carries them. Each photo's resized copies are usually named
 * after the original (`0.webp`, `0-400.webp`): those travel as their widths alone, and the
 * browser names them again before hydrating. A copy named otherwise travels whole. A photo's alt
 * text is its slide's, read back from the markup; its address in the previous photo's folder
 * travels as its name alone; its size and its copies' widths, when they are the previous photo's,
 * do not travel at all.
 */
import { PHOTO_WIDTHS, type PhotoWidth } from "../../shared/rules/images.ts";
import type { DetailPhoto } from "../catalogue/detail/model.ts";
import type { SlideshowProps } from "./Slideshow.tsx";

type CopyKey = `url_${PhotoWidth}`;

/**
 * A photo with the copies named after its original given as their widths, without its alt text;
 * a size or widths left out are the previous photo's.
 */
type PackedPhoto = Omit<DetailPhoto, CopyKey | "alt" | "width" | "height"> &
  Partial<Record<CopyKey, string | null>> &
  Partial<Pick<DetailPhoto, "width" | "height">> & { copies?: PhotoWidth[] };

interface PackedProps extends Omit<SlideshowProps, "photos"> {
  photos: PackedPhoto[];
}

/** The name a copy `width` wide has when it is named after the original. */
function copyOf(url: string, width: PhotoWidth): string {
  return `${url.replace(/\.[a-z]+$/i, "")}-${width}.webp`;
}

/** The folder of an address, up to its last "/". */
function folderOf(url: string): string {
  return url.slice(0, url.lastIndexOf("/") + 1);
}

function packPhoto(photo: DetailPhoto, previous: DetailPhoto | undefined): PackedPhoto {
  const { alt: _alt, width, height, ...rest } = photo;
  const packed: PackedPhoto = { ...rest };
  const copies = copiesOf(photo);
  for (const size of copies) delete packed[`url_${size}`];
  if (!previous || copies.join() !== copiesOf(previous).join()) packed.copies = copies;
  if (previous && folderOf(photo.url) === folderOf(previous.url))
    packed.url = photo.url.slice(folderOf(photo.url).length);
  if (!previous || previous.width !== width || previous.height !== height) {
    if ("width" in photo) packed.width = width;
    if ("height" in photo) packed.height = height;
  }
  return packed;
}

/** The widths of a photo's copies named after its original. */
function copiesOf(photo: DetailPhoto): PhotoWidth[] {
  return PHOTO_WIDTHS.filter((size) => photo[`url_${size}`] && photo[`url_${size}`] === copyOf(photo.url, size));
}

export function packSlideshowProps(props: SlideshowProps): PackedProps {
  return { ...props, photos: props.photos.map((photo, i) => packPhoto(photo, props.photos[i - 1])) };
}

export function unpackSlideshowProps(packed: unknown, island: Element): SlideshowProps {
  const props = packed as PackedProps;
  const alts = [...island.querySelectorAll(".swiper-slide img")].map((image) => image.getAttribute("alt") ?? "");
  // What a photo leaves out is the previous photo's: its folder, its size, its copies' widths.
  let folder = "";
  let size: Pick<DetailPhoto, "width" | "height"> = {};
  let copies: PhotoWidth[] = [];
  const photos = props.photos.map(({ copies: widths, ...photo }, i): DetailPhoto => {
    copies = widths ?? copies;
    if (i === 0 || "width" in photo || "height" in photo) {
      size = {
        ...("width" in photo ? { width: photo.width } : {}),
        ...("height" in photo ? { height: photo.height } : {}),
      };
    }
    const url = i > 0 && !photo.url.includes("/") ? folder + photo.url : photo.url;
    folder = folderOf(url);
    const named = Object.fromEntries(copies.map((width) => [`url_${width}`, copyOf(url, width)]));
    return { ...photo, url, ...size, alt: alts[i] ?? "", ...named };
  });
  return { ...props, photos };
}
