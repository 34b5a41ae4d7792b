/**
 * The client's timings, in one place: "Carousel autoplay 3000 ms, slide speed
 * 500 ms; lazy-load debounce and throttle 300 ms".
 */

/** How long a carousel image stays before the next one slides in. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** How long one slide takes to move in. */
export const CAROUSEL_SLIDE_MS = 500;

/** Lazy loading checks the page at most once per this interval while it scrolls, and once more when it has been still this long. */
export const LAZY_LOAD_WAIT_MS = 300;
