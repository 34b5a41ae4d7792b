import { SmartLink } from "../../components/SmartLink.tsx";
import { ThirdPartyFrame, type FramePoster } from "../../components/ThirdPartyFrame.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { slideImage } from "../../../shared/rules/images.ts";
import type { DetailMedia, DetailPhoto } from "./model.ts";

function Player({ item, index, poster }: { item: DetailMedia; index: number; poster?: FramePoster }) {
  const { t } = useI18n();
  const { embed } = item;
  // Another site's player waits for the visitor's consent, or click, behind the listing's photo.
  if (embed.kind !== "file")
    return (
      <ThirdPartyFrame
        frameKey={`media-${index + 1}`}
        embed={embed}
        kind={item.kind}
        title={item.title}
        poster={poster}
      />
    );
  return (
    <div className="media-item__ratio">
      {embed.playable ? (
        <video className="media-item__frame" controls preload="none" title={item.title}>
          <source src={embed.embedUrl} type={embed.mimeType} />
          <SmartLink href={embed.embedUrl} external>
            {t("listing.media.download", { type: embed.type.toUpperCase() })}
          </SmartLink>
        </video>
      ) : (
        <SmartLink className="media-item__download" href={embed.embedUrl} external>
          {t("listing.media.download", { type: embed.type.toUpperCase() })}
        </SmartLink>
      )}
    </div>
  );
}

/** Videos and virtual tours, embedded when shared/rules/video.ts recognises their link. */
export function MediaSection({ media, photo }: { media: DetailMedia[]; photo?: DetailPhoto }) {
  const { t } = useI18n();
  if (media.length === 0) return null;
  const poster = photo ? slideImage(photo) : undefined;
  return (
    <section className="listing-section media" aria-labelledby="listing-media">
      <h2 id="listing-media" className="listing-section__title">
        {t("listing.media.title")}
      </h2>
      <div className="media__list">
        {media.map((item, i) => (
          <figure key={i} className={`media-item media-item--${item.embed.kind}`}>
            <Player item={item} index={i} poster={poster} />
            <figcaption className="media-item__caption">
              <span className="media-item__kind">
                {t(item.kind === "tour" ? "listing.media.tour" : "listing.media.video")}
              </span>{" "}
              {item.title}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
