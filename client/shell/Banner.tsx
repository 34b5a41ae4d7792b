import type { BannerView } from "../model.ts";
import { SmartLink } from "../components/SmartLink.tsx";
import { useI18n } from "../i18n/context.tsx";
import { Island } from "../islands/Island.tsx";
import { BannerGallery } from "../islands/BannerGallery.tsx";
import { BannerImage } from "./BannerImage.tsx";

/**
 * The page banner: one image, a gallery or a video. A gallery is the BannerGallery island: a CSS
 * cross-fade as rendered here, a carousel once hydrated (decision 024). Vector banners scale to
 * any width, so no per-device variant is needed (decision 012).
 */
export function Banner({ banner }: { banner: BannerView }) {
  const { t } = useI18n();
  const { images, title, description } = banner;
  const TitleTag = banner.home || banner.pageTitle ? "h1" : "p";
  const platformVideo = banner.type === "video" && banner.video && !banner.video.file ? banner.video.src : undefined;
  const gallery = banner.type === "gallery" && images.length > 1;
  return (
    <section className={`banner banner--${banner.type}${banner.home ? " banner--home" : ""}`}>
      {gallery ? (
        <>
          <Island name="BannerGallery" component={BannerGallery} props={{ images }} />
          {/* Without JavaScript the cross-fade cannot be paused by the island's button, so a
              checkbox does it in CSS (WCAG 2.2.2). Scripted pages never parse this. */}
          <noscript>
            <label className="banner__hold">
              <input type="checkbox" className="banner__hold-toggle" />
              <span>{t("gallery.pause")}</span>
            </label>
          </noscript>
        </>
      ) : (
        <div className="banner__media">
          {banner.type === "video" && banner.video?.file ? (
            <video className="banner__video" autoPlay muted loop playsInline poster={images[0]} src={banner.video.src} />
          ) : (
            images.map((src, i) => <BannerImage key={src + i} src={src} index={i} />)
          )}
        </div>
      )}
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
