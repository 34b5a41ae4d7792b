/**
 * The home page banner's gallery. The server renders the images already in swiper's row layout,
 * laid over each other and cross-fading in CSS: that is what a visitor without JavaScript sees.
 * With JavaScript the controls show at once; when the visitor reaches for the banner (a mouse over
 * it, a touch, focus) the island hydrates, swiper's chunk loads and the same markup becomes a
 * carousel: a new image every 3000 ms, sliding in 500 ms, looping, with bullets, arrows
 * on tablet and desktop, and a pause/play button (WCAG 2.2.2). A mouse over the banner or
 * keyboard focus on its bullets or arrows holds autoplay; under reduced motion it starts paused.
 */
import { useEffect, useRef, useState, type FocusEvent } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Icon } from "../components/Icon.tsx";
import { useSettings } from "../device/settings.ts";
import { useI18n } from "../i18n/context.tsx";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDE_MS } from "../../shared/rules/timings.ts";
import { BannerImage } from "../shell/BannerImage.tsx";
import type { SizedImage } from "../../shared/rules/images.ts";
import { autoplayRuns, galleryControls, imageShownByFade, loops } from "./banner-gallery-rules.ts";
import { SCRIPT_ONLY } from "./room.ts";

export interface BannerGalleryProps {
  images: SizedImage[];
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function PlayPauseGlyph({ playing }: { playing: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
      {/* Filled, unlike the stroked icons whose stroke .icon gives (base.css). */}
      <path d={playing ? "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" : "M8 5v14l11-7z"} fill="currentColor" stroke="none" />
    </svg>
  );
}

export function BannerGallery({ images }: BannerGalleryProps) {
  const { t } = useI18n();
  const controls = galleryControls(useSettings());
  const gallery = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [wanted, setWanted] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = images.length;

  useEffect(() => {
    const element = gallery.current;
    if (!element) return;
    // The banner's title lies over the images, so the mouse anywhere on the banner holds autoplay.
    const banner = element.closest<HTMLElement>(".banner") ?? element;
    const hover = (on: boolean) => (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(on);
    };
    const enter = hover(true);
    const leave = hover(false);
    banner.addEventListener("pointerenter", enter);
    banner.addEventListener("pointerleave", leave);
    let cancelled = false;
    // The core and Autoplay are all the slideshow needs too, so both islands share that chunk.
    void import("./slideshow-swiper.ts").then(({ Swiper, Autoplay }) => {
      if (cancelled) return;
      const slides = [...element.querySelectorAll<HTMLElement>(".banner__slide")];
      const start = imageShownByFade(slides.map((slide) => Number(getComputedStyle(slide).opacity)));
      swiper.current = new Swiper(element, {
        modules: [Autoplay],
        speed: CAROUSEL_SLIDE_MS,
        loop: loops(count),
        rewind: !loops(count),
        initialSlide: start,
        // Mice have the arrows; dragging the banner would get in the way of selecting its text.
        simulateTouch: false,
        // Started and stopped by the effect below, from the visitor's choice, hover and focus.
        autoplay: { enabled: false, delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false },
        on: { realIndexChange: (s) => setActive(s.realIndex) },
      });
      setActive(start);
      setWanted(!prefersReducedMotion());
      setReady(true);
    });
    return () => {
      cancelled = true;
      banner.removeEventListener("pointerenter", enter);
      banner.removeEventListener("pointerleave", leave);
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [count]);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!ready || !autoplay) return;
    const run = autoplayRuns({ wanted, hovered, focused });
    if (run && !autoplay.running) autoplay.start();
    else if (!run && autoplay.running) autoplay.stop();
  }, [ready, wanted, hovered, focused]);

  // Keyboard focus holds autoplay; a click's focus does not, or a clicked bullet would stop it
  // until the visitor clicked elsewhere.
  const enterSteps = (event: FocusEvent<HTMLElement>) => setFocused(event.target.matches(":focus-visible"));
  const leaveSteps = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <>
      <div ref={gallery} className="banner__media banner__gallery swiper">
        <div className="swiper-wrapper">
          {images.map((image, i) => (
            <div key={i} className="swiper-slide banner__slide">
              <BannerImage image={image} index={i} />
            </div>
          ))}
        </div>
      </div>
      {/* Shown whenever scripts run; absolutely placed, so nothing moves when they appear. A click
          before swiper runs waits for it (data-ready). */}
      <div
        className={`banner__controls ${SCRIPT_ONLY}`}
        role="group"
        aria-roledescription={t("gallery.carousel")}
        aria-label={t("gallery.label")}
        data-ready={ready ? "true" : "false"}
      >
        <div className="container banner__controls-inner">
          <div className="banner__steps" onFocus={enterSteps} onBlur={leaveSteps}>
            {controls.arrows ? (
              <button
                type="button"
                className="banner__button"
                onClick={() => swiper.current?.slidePrev()}
                aria-label={t("gallery.previous")}
              >
                <Icon name="chevron-left" />
              </button>
            ) : null}
            {controls.bullets ? (
              <ul className="banner__bullets">
                {images.map((_, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className="banner__bullet"
                      onClick={() => swiper.current?.slideToLoop(i)}
                      aria-current={i === active ? "true" : undefined}
                      aria-label={t("gallery.show", { n: i + 1, count })}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {controls.arrows ? (
              <button
                type="button"
                className="banner__button"
                onClick={() => swiper.current?.slideNext()}
                aria-label={t("gallery.next")}
              >
                <Icon name="chevron-right" />
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="banner__button banner__button--play"
            onClick={() => setWanted(!wanted)}
            aria-label={t(wanted ? "gallery.pause" : "gallery.play")}
          >
            <PlayPauseGlyph playing={wanted} />
          </button>
        </div>
      </div>
    </>
  );
}
