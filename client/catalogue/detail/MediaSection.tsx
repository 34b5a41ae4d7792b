import { SmartLink } from "../../components/SmartLink.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { DetailMedia } from "./model.ts";

/** Permissions each kind of player needs; nothing more (no camera, no payment). */
const ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";
const ALLOW_TOUR = "fullscreen; xr-spatial-tracking; gyroscope; accelerometer";

function Player({ item }: { item: DetailMedia }) {
  const { t } = useI18n();
  const { embed } = item;
  if (embed.kind === "file") {
    if (!embed.playable) {
      return (
        <SmartLink className="media-item__download" href={embed.embedUrl} external>
          {t("listing.media.download", { type: embed.type.toUpperCase() })}
        </SmartLink>
      );
    }
    return (
      <video className="media-item__frame" controls preload="none" title={item.title}>
        <source src={embed.embedUrl} type={embed.mimeType} />
        <SmartLink href={embed.embedUrl} external>
          {t("listing.media.download", { type: embed.type.toUpperCase() })}
        </SmartLink>
      </video>
    );
  }
  return (
    <iframe
      className="media-item__frame"
      src={embed.embedUrl}
      title={item.title}
      loading="lazy"
      allow={embed.kind === "tour" ? ALLOW_TOUR : ALLOW}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** Videos and virtual tours, embedded by the recognition rules of SPEC §5 (rules/video.ts). */
export function MediaSection({ media }: { media: DetailMedia[] }) {
  const { t } = useI18n();
  if (media.length === 0) return null;
  return (
    <section className="listing-section media" aria-labelledby="listing-media">
      <h2 id="listing-media" className="listing-section__title">
        {t("listing.media.title")}
      </h2>
      <div className="media__list">
        {media.map((item, i) => (
          <figure key={i} className={`media-item media-item--${item.embed.kind}`}>
            <div className="media-item__ratio">
              <Player item={item} />
            </div>
            <figcaption className="media-item__caption">
              <span className="media-item__kind">{t(item.kind === "tour" ? "listing.media.tour" : "listing.media.video")}</span> {item.title}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
