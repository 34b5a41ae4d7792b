/**
 * Autoplay for the site's carousels, as a swiper module that takes swiper's own options, methods
 * and events (`autoplay: { delay, pauseOnMouseEnter }`, `swiper.autoplay.start()`,
 * `autoplayStart`…). Between two slides it waits on one timer and does nothing else: swiper's own
 * Autoplay module counts the time left on every animation frame, which kept a visitor's processor
 * a sixth busy for as long as a carousel ran.
 *
 * The next slide comes `delay` ms after the last one has finished sliding in, whoever moved it.
 * A mouse over the carousel (with `pauseOnMouseEnter`), a finger dragging it, a hidden browser tab
 * or `pause()` holds the count and the remaining time is waited out once every hold is released.
 * Reaching the last slide, a carousel that neither loops nor rewinds starts again from the first.
 */
import type { Swiper } from "swiper";
import type { AutoplayMethods, SwiperModule } from "swiper/types";
import { CAROUSEL_AUTOPLAY_MS } from "../../shared/rules/timings.ts";

/** What may hold a running autoplay; it runs on once none does. */
type Hold = "method" | "mouse" | "touch" | "hidden";

export const Autoplay: SwiperModule = ({ swiper, extendParams, on, emit }) => {
  extendParams({ autoplay: { enabled: false, delay: CAROUSEL_AUTOPLAY_MS, pauseOnMouseEnter: false } });

  const holds = new Set<Hold>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  /** Time left of the interrupted wait, once something holds autoplay; undefined for a full wait. */
  let left: number | undefined;

  const delay = () => swiper.params.autoplay?.delay ?? CAROUSEL_AUTOPLAY_MS;
  const live = () => !swiper.destroyed && methods.running;

  function cancel(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function wait(ms: number): void {
    cancel();
    dueAt = Date.now() + ms;
    timer = setTimeout(next, ms);
  }

  function next(): void {
    timer = undefined;
    if (!live() || holds.size > 0) return;
    const moved =
      !swiper.isEnd || swiper.params.loop || swiper.params.rewind
        ? swiper.slideNext(swiper.params.speed, true, true)
        : swiper.slideTo(0, swiper.params.speed, true, true);
    if (moved) emit("autoplay");
    // A slide that could not start (one still moving) is tried again after a full wait.
    else wait(delay());
  }

  function hold(reason: Hold): void {
    if (holds.has(reason)) return;
    holds.add(reason);
    if (!live() || holds.size > 1) return;
    if (timer !== undefined) left = Math.max(0, dueAt - Date.now());
    cancel();
    methods.paused = true;
    methods.timeLeft = left ?? delay();
    emit("autoplayPause");
  }

  function release(reason: Hold): void {
    if (!holds.delete(reason) || holds.size > 0 || !live()) return;
    methods.paused = false;
    // Still sliding: the slide's end starts the next wait.
    if (!swiper.animating) wait(left ?? delay());
    left = undefined;
    emit("autoplayResume");
  }

  const methods: AutoplayMethods = {
    running: false,
    paused: false,
    timeLeft: 0,
    start() {
      if (swiper.destroyed || methods.running) return false;
      methods.running = true;
      methods.paused = holds.size > 0;
      if (!methods.paused) wait(delay());
      emit("autoplayStart");
      return true;
    },
    stop() {
      if (!methods.running) return false;
      methods.running = false;
      methods.paused = false;
      cancel();
      left = undefined;
      emit("autoplayStop");
      return true;
    },
    pause: () => hold("method"),
    resume: () => release("method"),
  };
  swiper.autoplay = methods;

  const mouse = (held: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    if (held) hold("mouse");
    else release("mouse");
  };
  const enter = mouse(true);
  const leave = mouse(false);
  const visibility = () => {
    if (document.visibilityState === "hidden") hold("hidden");
    else release("hidden");
  };

  on("init", (s: Swiper) => {
    const { enabled, pauseOnMouseEnter } = s.params.autoplay ?? {};
    if (pauseOnMouseEnter) {
      s.el.addEventListener("pointerenter", enter);
      s.el.addEventListener("pointerleave", leave);
    }
    document.addEventListener("visibilitychange", visibility);
    if (enabled) methods.start();
  });
  on("destroy", (s: Swiper) => {
    s.el.removeEventListener("pointerenter", enter);
    s.el.removeEventListener("pointerleave", leave);
    document.removeEventListener("visibilitychange", visibility);
    methods.stop();
  });
  // Whatever moves a slide (the timer, a button, a bullet, a swipe), the wait starts again once it
  // has finished moving; a slide moved while autoplay is held gets a full wait when released.
  on("beforeTransitionStart", () => {
    cancel();
    left = undefined;
  });
  on("transitionEnd", () => {
    if (live() && holds.size === 0) wait(delay());
  });
  on("sliderFirstMove", () => hold("touch"));
  on("touchEnd", () => release("touch"));
};
