/**
 * The photo slideshow of a detail page. Rendered on the server as a scroll-snapping strip with a
 * row of thumbnails (both work without JavaScript: swipe, scroll, or follow a thumbnail's
 * #photo-n link). With JavaScript its controls show at once; when the visitor reaches for it (a
 * mouse over it, a touch, focus) it hydrates and swiper takes over: autoplay every 3000 ms with a
 * 500 ms slide, a pause button, and the lightbox on Enter, Space or a click.
 */
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDE_MS } from "../../shared/rules/timings.ts";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { useI18n } from "../i18n/context.tsx";
import {
  loadingFor,
  photoSrc,
  SLIDE_NARROWEST,
  SLIDE_SIZES,
  slideshowPriority,
  srcSet,
} from "../../shared/rules/images.ts";
import type { DetailPhoto } from "../catalogue/detail/model.ts";
import { Lightbox } from "./Lightbox.tsx";
import { SCRIPT_ONLY } from "./room.ts";

/** Carousel autoplay every 3000 ms, slides moving in 500 ms. */

export interface SlideshowProps {
  photos: DetailPhoto[];
  /** Prefix of the slides' ids, unique on the page. */
  idPrefix?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export function Slideshow({ photos, idPrefix = "photo" }: SlideshowProps) {
  const { t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const resumeAfterLightbox = useRef(false);
  const count = photos.length;

  useEffect(() => {
    const element = container.current;
    if (!element || count < 2) return;
    let cancelled = false;
    void import("./slideshow-swiper.ts").then(({ Swiper, Autoplay }) => {
      if (cancelled) return;
      const autoplay = !prefersReducedMotion();
      // Swiper starts on the photo the visitor scrolled the plain strip to.
      const strip = element.querySelector<HTMLElement>(".swiper-wrapper");
      const start = strip && strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : 0;
      if (strip) strip.scrollLeft = 0;
      swiper.current = new Swiper(element, {
        modules: [Autoplay],
        speed: CAROUSEL_SLIDE_MS,
        rewind: true,
        initialSlide: start,
        autoplay: autoplay
          ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false,
        on: {
          slideChange: (s) => setActive(s.activeIndex),
          autoplayStart: () => setPlaying(true),
          autoplayStop: () => setPlaying(false),
        },
      });
      setActive(start);
      setPlaying(autoplay);
      setReady(true);
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [count]);

  const open = useCallback(
    (index: number) => (event: MouseEvent | KeyboardEvent) => {
      if ("key" in event && event.key !== " " && event.key !== "Enter") return;
      event.preventDefault();
      resumeAfterLightbox.current = swiper.current?.autoplay?.running === true;
      swiper.current?.autoplay?.stop();
      setLightbox(index);
    },
    [],
  );

  const close = useCallback(() => {
    const index = lightbox ?? active;
    setLightbox(null);
    swiper.current?.slideTo(index, 0);
    if (resumeAfterLightbox.current) swiper.current?.autoplay?.start();
    // Back to the photo the visitor was looking at, which is now the visible slide.
    requestAnimationFrame(() =>
      container.current?.querySelector<HTMLElement>(`[data-index="${index}"] a`)?.focus({ preventScroll: true }),
    );
  }, [lightbox, active]);

  const go = (index: number) => (event: MouseEvent) => {
    if (!swiper.current) return; // before hydration the #photo-n link scrolls the strip
    event.preventDefault();
    swiper.current.slideTo(index);
  };

  const togglePlay = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (autoplay.running) autoplay.stop();
    else autoplay.start();
  };

  if (count === 0) {
    return (
      <div className="slideshow slideshow--empty">
        <p className="slideshow__none">{t("listing.gallery.none")}</p>
      </div>
    );
  }

  return (
    // A single photo has no carousel to wait for.
    <div className="slideshow" data-ready={ready || count < 2 ? "true" : "false"}>
      {/* Autoplay waits while the keyboard is inside, so a focused photo never slides away. */}
      <div
        className="slideshow__stage"
        onFocus={() => swiper.current?.autoplay?.pause()}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.autoplay?.resume();
        }}
      >
        <div
          ref={container}
          className="slideshow__main swiper"
          role="region"
          aria-roledescription={t("listing.gallery.carousel")}
          aria-label={t("listing.gallery.label")}
        >
          <div className="swiper-wrapper" aria-live={playing ? "off" : "polite"}>
            {photos.map((photo, i) => (
              <div
                key={i}
                id={`${idPrefix}-${i + 1}`}
                className="swiper-slide"
                data-index={i}
                role="group"
                aria-roledescription={t("listing.gallery.slide")}
                aria-label={`${i + 1} / ${count}`}
              >
                <a
                  className="slideshow__open"
                  href={photo.url_1360 ?? photo.url}
                  onClick={open(i)}
                  onKeyDown={open(i)}
                  // A click before the slideshow is hydrated waits for it, and opens the lightbox.
                  data-island-click=""
                  aria-label={t("listing.gallery.open", { n: i + 1, count })}
                >
                  <img
                    src={photoSrc(photo, 600)}
                    srcSet={srcSet(photo, SLIDE_NARROWEST) || undefined}
                    sizes={SLIDE_SIZES}
                    width={photo.width ?? 1920}
                    height={photo.height ?? 1280}
                    alt={photo.alt}
                    loading={loadingFor(i)}
                    fetchPriority={slideshowPriority(i)}
                    decoding={i === 0 ? "sync" : "async"}
                  />
                </a>
              </div>
            ))}
          </div>
        </div>
        <p className="slideshow__counter" aria-hidden="true">
          {active + 1} / {count}
        </p>
        {count > 1 ? (
          <div className={`slideshow__controls ${SCRIPT_ONLY}`}>
            <button
              type="button"
              className="slideshow__button"
              onClick={() => swiper.current?.slidePrev()}
              aria-label={t("listing.gallery.previous")}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="slideshow__button slideshow__button--play"
              onClick={togglePlay}
              aria-label={t(playing ? "listing.gallery.pause" : "listing.gallery.play")}
              aria-pressed={!playing}
            >
              <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
            </button>
            <button
              type="button"
              className="slideshow__button"
              onClick={() => swiper.current?.slideNext()}
              aria-label={t("listing.gallery.next")}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {count > 1 ? (
        <ol className="slideshow__thumbs" aria-label={t("listing.gallery.thumbnails")}>
          {photos.map((photo, i) => (
            <li key={i}>
              <a
                href={`#${idPrefix}-${i + 1}`}
                onClick={go(i)}
                aria-current={ready && i === active ? "true" : undefined}
                aria-label={t("listing.gallery.show", { n: i + 1, count })}
              >
                <img
                  src={photo.url_100 ?? photoSrc(photo, 400)}
                  srcSet={photo.url_100 && photo.url_400 ? `${photo.url_100} 100w, ${photo.url_400} 400w` : undefined}
                  sizes="112px"
                  width={112}
                  height={75}
                  alt=""
                  loading="lazy"
                  fetchPriority={slideshowPriority(i, true)}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      {lightbox !== null ? <Lightbox photos={photos} index={lightbox} onIndex={setLightbox} onClose={close} /> : null}
    </div>
  );
}
