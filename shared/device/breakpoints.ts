/**
 * Which kind of screen the visitor has, by the page shell's breakpoints (mobile below
 * 767 px, tablet 767 to below 1280 px, desktop from 1280 px). The header helper's other set
 * (≤ 767, ≤ 960) is not used: decision 009 lets the page shell's set rule the layout, and the
 * stylesheet switches at these same widths.
 */

export type DeviceName = "mobile" | "tablet" | "desktop";

export interface DeviceFlags {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

/** Where each kind of screen starts, widest first. */
export const DEVICE_FROM_PX: ReadonlyArray<readonly [DeviceName, number]> = [
  ["desktop", 1280],
  ["tablet", 767],
  ["mobile", 0],
];

/** The kind of screen for a viewport width in CSS pixels. */
export function deviceNameFor(width: number): DeviceName {
  return DEVICE_FROM_PX.find(([, from]) => width >= from)?.[0] ?? "mobile";
}

export function flagsFor(name: DeviceName): DeviceFlags {
  return { isMobile: name === "mobile", isTablet: name === "tablet", isDesktop: name === "desktop" };
}

/** The device settings islands read: isMobile, isTablet, isDesktop for a viewport width. */
export function deviceFor(width: number): DeviceFlags {
  return flagsFor(deviceNameFor(width));
}

/** The same boundaries as media queries, so script and stylesheet switch at the same pixel. */
export function mediaQueryFor(from: number): string {
  return `(min-width: ${from}px)`;
}
