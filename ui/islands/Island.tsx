import type { ComponentType } from "react";
import type { IslandName } from "../../client/islands/registry.ts";

/**
 * Marks an interactive part of a server-rendered page. The markup is rendered here on the
 * server; the client entry finds `[data-island]`, loads that island's code and hydrates it with
 * the same props, serialised into the attribute.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = "idle",
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: "idle" | "visible" | "interaction";
}) {
  return (
    <div className="island" data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
