/**
 * The device settings islands read: isMobile, isTablet, isDesktop, topBarShow and language.
 *
 * The server sends the same HTML to every screen, so it cannot know the device: its snapshot is
 * the desktop's and no top bar, and React uses that same snapshot while hydrating, then
 * re-renders with the browser's values. That keeps hydration free of mismatches; markup that
 * differs by device must therefore only appear after hydration (the stylesheet handles the
 * layout before that). The language is the page's, the same on both sides.
 */
import { useSyncExternalStore } from "react";
import { useI18n } from "../i18n/context.tsx";
import { flagsFor, type DeviceFlags, type DeviceName } from "../../shared/device/breakpoints.ts";
import { currentDevice, subscribeToDevice } from "./watch.ts";

export interface Settings extends DeviceFlags {
  /** Whether the page shows the top bar above the header. */
  topBarShow: boolean;
  language: string;
}

const SERVER_DEVICE: DeviceName = "desktop";

// The top bar is part of the server-rendered shell and never comes or goes afterwards.
const hasTopBar = () => document.querySelector(".topbar") !== null;
const unchanging = () => () => {};

export function useSettings(): Settings {
  const device = useSyncExternalStore(subscribeToDevice, currentDevice, () => SERVER_DEVICE);
  const topBarShow = useSyncExternalStore(unchanging, hasTopBar, () => false);
  const { lang } = useI18n();
  return { ...flagsFor(device), topBarShow, language: lang };
}
