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
import { SpriteContext } from "./components/sprite.tsx";

/** A part's HTML and the drawings (icons, flags) it refers to by id, which the page's sprite draws. */
export interface PartHtml {
  html: string;
  drawings: [string, ReactNode][];
}

/** A part's HTML for these props, or undefined when it is to be rendered in the page. */
export type PartRenderer = <Props extends object>(
  name: string,
  Part: (props: Props) => ReactNode,
  props: Props,
) => PartHtml | undefined;

const PartsContext = createContext<PartRenderer | undefined>(undefined);

export const PartsProvider = PartsContext.Provider;

/** An element's content as a part: spread on the element that holds it. */
export function usePart<Props extends object>(
  name: string,
  Part: (props: Props) => ReactNode,
  props: Props,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  const part = useContext(PartsContext)?.(name, Part, props);
  const sprite = useContext(SpriteContext);
  if (part === undefined) return { children: <Part {...props} /> };
  // The part's uses refer to drawings by id: a page whose sprite is closed already draws them in place.
  if (part.drawings.some(([id, drawing]) => !sprite?.add(id, () => drawing))) return { children: <Part {...props} /> };
  return { dangerouslySetInnerHTML: { __html: part.html } };
}
