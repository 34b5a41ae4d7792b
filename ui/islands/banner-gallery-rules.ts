/**
 * How the home banner's gallery behaves (a new image every 3000 ms, sliding in 500 ms), apart from the
 * browser: when autoplay may run, how it wraps around, where it starts and which controls show.
 */
import type { DeviceFlags } from "../../shared/device/breakpoints.ts";

export interface AutoplayState {
  /** The visitor's choice with the pause/play button (off at first under reduced motion). */
  wanted: boolean;
  /** A mouse is over the banner. */
  hovered: boolean;
  /** The keyboard is on one of the gallery's controls other than pause/play. */
  focused: boolean;
}

/** Autoplay runs when wanted and nobody is looking closely: hover or focus holds it (WCAG 2.2.2). */
export function autoplayRuns({ wanted, hovered, focused }: AutoplayState): boolean {
  return wanted && !hovered && !focused;
}

/**
 * Swiper's loop needs a slide either side of the visible one, so three images or more loop;
 * two images rewind from the last to the first instead.
 */
export function loops(count: number): boolean {
  return count >= 3;
}

/**
 * The image the CSS cross-fade is showing when swiper takes over, from each image's opacity in
 * page order: every image fades in over the ones before it, so the last one at least half
 * visible is the one seen. Starting swiper there avoids a jump back to the first image.
 */
export function imageShownByFade(opacities: readonly number[]): number {
  for (let i = opacities.length - 1; i > 0; i--) if (opacities[i]! >= 0.5) return i;
  return 0;
}

/** Arrows where there is room and a pointer (tablet, desktop); phones swipe and use the bullets. */
export function galleryControls(device: DeviceFlags): { arrows: boolean; bullets: boolean } {
  return { arrows: !device.isMobile, bullets: true };
}
