import type { SizedImage } from "../../shared/rules/images.ts";

/**
 * One banner image (decisions 012 and 054): explicit dimensions, the copies a browser picks from
 * by the screen's width, and the first image of a banner eager and fetched first (it is the
 * page's largest paint), the others lazy.
 */
export function BannerImage({ image, index }: { image: SizedImage; index: number }) {
  const first = index === 0;
  return (
    <img
      className="banner__image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      width={1600}
      height={600}
      fetchPriority={first ? "high" : undefined}
      loading={first ? "eager" : "lazy"}
      decoding={first ? "sync" : "async"}
    />
  );
}
