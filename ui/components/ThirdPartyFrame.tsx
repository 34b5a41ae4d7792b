/**
 * Every player another site serves in a frame (a banner video, a listing's video or virtual tour)
 * goes through here, so none of them reaches its host before the visitor allows it (decision 054).
 *
 * Until the visitor's cookie choice allows embedded players, the frame is a poster with a button
 * that says what it loads and from where. The button loads that one player: with JavaScript in
 * place (client/behaviors/third-party-frames.ts), without it as a form asking the server for the
 * same page with that player loaded (`?play=<key>`), for that page view only, with nothing stored.
 * Once the choice allows them, the players are in the page from the start, and a choice made on
 * the page loads them or puts their posters back.
 */
import { useI18n } from "../i18n/context.tsx";
import { CONSENT_DIALOG_ID } from "../consent/ConsentDialog.tsx";
import { PLAY_FRAME_PARAMETER } from "../consent/model.ts";
import { framePermissions, frameProvider, playerAddress, type FramedEmbed } from "../../shared/rules/frames.ts";
import { useFrames } from "./frames-context.ts";

export interface FramePoster {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface ThirdPartyFrameProps {
  /** Unique on its page: names the player in the `?play=` request and its anchor. */
  frameKey: string;
  embed: FramedEmbed;
  kind: "video" | "tour";
  /** The frame's accessible name, also given to the button. */
  title: string;
  /** What shows until the player loads; without one, what lies behind the frame shows through. */
  poster?: FramePoster;
  className?: string;
}

/** The anchor of a player, which the no-script request returns to. */
export function frameAnchor(frameKey: string): string {
  return `frame-${frameKey}`;
}

export function ThirdPartyFrame({ frameKey, embed, kind, title, poster, className }: ThirdPartyFrameProps) {
  const { t } = useI18n();
  const frames = useFrames();
  const provider = frameProvider(embed);
  const asked = frames.play === frameKey;
  const loaded = asked || frames.allowed;
  const src = playerAddress(embed, { start: false, local: frames.local });
  const startSrc = playerAddress(embed, { start: true, local: frames.local });
  const allow = framePermissions(embed);
  const anchor = frameAnchor(frameKey);
  return (
    <div
      className={`frame frame--${kind}${loaded ? " frame--loaded" : ""}${className ? ` ${className}` : ""}`}
      id={anchor}
      data-third-party-frame=""
      data-frame-src={src}
      data-frame-start-src={startSrc}
      data-frame-title={title}
      data-frame-allow={allow}
      data-frame-by={asked ? "visitor" : loaded ? "consent" : undefined}
    >
      {loaded ? (
        <iframe
          className="frame__player"
          src={asked ? startSrc : src}
          title={title}
          loading={asked ? undefined : "lazy"}
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
      <div className="frame__waiting" hidden={loaded}>
        {poster ? (
          <img
            className="frame__poster"
            src={poster.src}
            srcSet={poster.srcSet}
            sizes={poster.sizes}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="frame__panel">
          <form className="frame__form" method="get" action={`#${anchor}`}>
            {frames.query.map(([name, value], i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name={PLAY_FRAME_PARAMETER} value={frameKey} />
            {/* Its name starts with what it shows and adds which player, as a page can have several. */}
            <button
              type="submit"
              className="button button--accent frame__load"
              aria-label={t("frames.name", { action: t(`frames.${kind}.load`), title })}
            >
              <span aria-hidden="true">▶</span>
              {t(`frames.${kind}.load`)}
            </button>
          </form>
          <p className="frame__notice">{t("frames.notice", { provider: provider.name, host: provider.host })}</p>
          {frames.settings ? (
            <a className="frame__settings" href={`#${CONSENT_DIALOG_ID}`} data-consent-open="">
              {t("frames.settings")}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
