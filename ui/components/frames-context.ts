import { createContext, useContext } from "react";
import type { FramesView } from "../model.ts";

/** Until a page says otherwise, every third-party player waits for the visitor. */
export const FRAMES_WAITING: FramesView = { allowed: false, query: [], local: false, settings: false };

const FramesContext = createContext<FramesView>(FRAMES_WAITING);

export const FramesProvider = FramesContext.Provider;

/** Whether this page view's third-party players load by themselves (decision 054). */
export function useFrames(): FramesView {
  return useContext(FramesContext);
}
