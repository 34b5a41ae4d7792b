import type { BannerView } from "../model.ts";
import { SmartLink } from "../components/SmartLink.tsx";
import { useI18n } from "../i18n/context.tsx";

/**
 * The page banner: one image, a gallery (a CSS cross-fade until the gallery island lands) or a
 * video. Vector banners scale to any width, so no per-device variant is needed.
 */
export function Banner({ banner }: { banner: BannerView }) {
  const { t } = useI18n();
  const { images, title, description } = banner;
  const TitleTag = banner.home ? "h1" : "p";
  const platformVideo = banner.type === "video" && banner.video && !banner.video.file ? banner.video.src : undefined;
  return (
    <section className={`banner banner--${banner.type}${banner.home ? " banner--home" : ""}`}>
      <div className="banner__media">
        {banner.type === "video" && banner.video?.file ? (
          <video className="banner__video" autoPlay muted loop playsInline poster={images[0]} src={banner.video.src} />
        ) : (
          images.map((src, i) => (
            <img
              key={src + i}
              className="banner__image"
              src={src}
              alt=""
              width={1600}
              height={600}
              fetchPriority={i === 0 ? "high" : undefined}
              loading={i === 0 ? "eager" : "lazy"}
              decoding={i === 0 ? "sync" : "async"}
            />
          ))
        )}
      </div>
      {title || description || platformVideo ? (
        <div className="container banner__text">
          {title ? <TitleTag className="banner__title">{title}</TitleTag> : null}
          {description ? <p className="banner__description">{description}</p> : null}
          {platformVideo ? (
            <SmartLink className="button button--ghost banner__video-link" href={platformVideo} external>
              <span aria-hidden="true">▶ </span>
              {t("nav.watchVideo")}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
