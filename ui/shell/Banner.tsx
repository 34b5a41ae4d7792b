import type { BannerView } from "../model.ts";
import { SmartLink } from "../components/SmartLink.tsx";
import { ThirdPartyFrame } from "../components/ThirdPartyFrame.tsx";
import { useI18n } from "../i18n/context.tsx";
import { Island } from "../islands/Island.tsx";
import { BannerGallery } from "../islands/BannerGallery.tsx";
import { BannerImage } from "./BannerImage.tsx";

/**
 * The page banner: one image, a gallery or a video. A gallery is the BannerGallery island: a CSS
 * cross-fade as rendered here, a carousel once hydrated (decision 024). Raster images come with
 * their resized copies, so a phone loads one its width needs; vector ones scale by themselves
 * (decisions 012 and 054). A video platform's video plays in the banner's player, which waits for
 * the visitor's consent or click like every third-party player, the banner image behind it.
 */
export function Banner({ banner }: { banner: BannerView }) {
  const { t } = useI18n();
  const { images, title, description, video } = banner;
  const TitleTag = banner.home || banner.pageTitle ? "h1" : "p";
  const isVideo = banner.type === "video" && !!video;
  const player = isVideo && video.embed ? video : undefined;
  // A link the site cannot play is still offered, as a link.
  const link = isVideo && !video.file && !video.embed ? video.src : undefined;
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
          {isVideo && video.file ? (
            <video className="banner__video" autoPlay muted loop playsInline poster={images[0]?.src} src={video.src} />
          ) : (
            images.map((image, i) => <BannerImage key={image.src + i} image={image} index={i} />)
          )}
        </div>
      )}
      {title || description || player || link ? (
        <div className="container banner__text">
          {title ? <TitleTag className="banner__title">{title}</TitleTag> : null}
          {description ? <p className="banner__description">{description}</p> : null}
          {player?.embed ? (
            <ThirdPartyFrame
              frameKey="banner-video"
              embed={player.embed}
              kind="video"
              title={player.title}
              className="banner__player"
            />
          ) : null}
          {link ? (
            <SmartLink className="button button--ghost banner__video-link" href={link} external>
              <span aria-hidden="true">▶ </span>
              {t("nav.watchVideo")}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
