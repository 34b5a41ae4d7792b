/**
 * Parts of a page, each the content of one element, that many pages show alike and that need
 * nothing of the streaming render: the shell's (the top bar's links, the header's menu and
 * actions, the drawer, the footer) and the cookie dialog's. The worker may give their HTML,
 * from React's string renderer, kept for the next page with the same props and language
 * (worker/render/parts.tsx, decision 079); without it (the browser, a test rendering a page on
 * its own) they render here.
 *
 * A part reads no context but the translator, shows no island and asks for no resource in the
 * head (an image it shows is lazy, or it is left out of the part): its HTML is then the same
 * whichever renderer writes it.
 */
import { createContext, useContext, type ReactNode } from "react";

/** A part's HTML for these props, or undefined when it is to be rendered in the page. */
export type PartRenderer = <Props extends object>(
  name: string,
  Part: (props: Props) => ReactNode,
  props: Props,
) => string | undefined;

const PartsContext = createContext<PartRenderer | undefined>(undefined);

export const PartsProvider = PartsContext.Provider;

/** An element's content as a part: spread on the element that holds it. */
export function usePart<Props extends object>(
  name: string,
  Part: (props: Props) => ReactNode,
  props: Props,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  const html = useContext(PartsContext)?.(name, Part, props);
  return html === undefined ? { children: <Part {...props} /> } : { dangerouslySetInnerHTML: { __html: html } };
}
