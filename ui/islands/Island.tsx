import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "./islands.ts";
import { serialiseIslandProps } from "./props.ts";

/** When an island hydrates: on the visitor's first pointer, focus or key in it, or once it nears the viewport. */
export type IslandWaking = "interaction" | "visible";

/**
 * Marks an interactive part of a server-rendered page. The markup is rendered here on the
 * server; the client entry finds `[data-island]` and, when the visitor reaches for it (or, with
 * `hydrate="visible"`, once it nears the viewport and the browser is idle), loads that island's
 * code and hydrates it with the same props, serialised into the attribute (less what its markup
 * already shows: ./props.ts). The props are the
 * named island's own.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  hydrate = "interaction",
}: {
  name: Name;
  component: ComponentType<IslandProps<Name>>;
  props: IslandProps<Name>;
  hydrate?: IslandWaking;
}) {
  return (
    <div className="island" data-island={name} data-hydrate={hydrate} data-props={serialiseIslandProps(name, props)}>
      {islandMarkup(Component, props)}
    </div>
  );
}

/** The island's component with its props: what the server renders and the client hydrates. */
export function islandMarkup<P extends object>(Component: ComponentType<P>, props: P) {
  return <Component {...props} />;
}
