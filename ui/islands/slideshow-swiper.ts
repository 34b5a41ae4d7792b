/**
 * What the carousels need from swiper, loaded on its own when one hydrates: the core, and the
 * site's own autoplay (./swiper-autoplay.ts) rather than swiper's modules.
 */
export { default as Swiper } from "swiper";
export { Autoplay } from "./swiper-autoplay.ts";
