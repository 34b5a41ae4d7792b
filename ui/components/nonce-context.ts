import { createContext, useContext } from "react";

/**
 * The page's Content-Security-Policy nonce, for the few styles a part of the page writes for
 * itself (a map preview's rules, ui/map/MapPreview.tsx). React leaves out a style it places in
 * the head unless it carries the page's nonce. Empty outside a page: such a part writes none.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
