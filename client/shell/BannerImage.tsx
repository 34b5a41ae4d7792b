/**
 * One banner image (decision 012): explicit dimensions, and the first image of a banner eager and
 * fetched first (it is the page's largest paint), the others lazy.
 */
export function BannerImage({ src, index }: { src: string; index: number }) {
  const first = index === 0;
  return (
    <img
      className="banner__image"
      src={src}
      alt=""
      width={1600}
      height={600}
      fetchPriority={first ? "high" : undefined}
      loading={first ? "eager" : "lazy"}
      decoding={first ? "sync" : "async"}
    />
  );
}
