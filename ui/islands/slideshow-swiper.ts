/**
 * What the slideshow needs from swiper, loaded on its own when the slideshow hydrates: the core
 * and the Autoplay module only (importing the modules namespace would bring all twenty of them).
 */
export { default as Swiper } from "swiper";
export { Autoplay } from "swiper/modules";
