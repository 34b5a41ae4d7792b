/**
 * The search box's props as its markup carries them. Before JavaScript the box offers every city
 * and type of either goal as a checkbox, value and label; its props would repeat that list, and
 * each goal's own list again. So `data-props` names each goal's choices by their place in that
 * list, and the browser reads the list itself back from the checkboxes before hydrating.
 */
import type { ComponentProps } from "react";
import type { SearchBox } from "./SearchBox.tsx";
import type { GoalOptions, SearchOption } from "./model.ts";

type Props = ComponentProps<typeof SearchBox>;

/** A goal's choice: its place in the list for either goal, or the option itself when that list lacks it. */
type PackedChoice = number | SearchOption;

/** A goal's choices; left out when they are the whole list for either goal. */
interface PackedGoalOptions {
  sale?: PackedChoice[];
  rent?: PackedChoice[];
}

/** A filter the box does not show has no checkboxes to read back: its options travel whole. */
type PackedFilter = PackedGoalOptions | GoalOptions;

interface PackedProps extends Omit<Props, "view"> {
  view: Omit<Props["view"], "options"> & { options: { cities: PackedFilter; types: PackedFilter } };
}

function packGoal({ sale, rent, either }: GoalOptions): PackedGoalOptions {
  const place = new Map(either.map((option, index) => [option.value, index]));
  const pack = (options: SearchOption[]): PackedChoice[] | undefined => {
    const same = options.length === either.length && options.every((o, i) => o.value === either[i]!.value);
    if (same) return undefined;
    return options.map((option) => {
      const index = place.get(option.value);
      return index !== undefined && either[index]!.label === option.label ? index : option;
    });
  };
  return { sale: pack(sale), rent: pack(rent) };
}

export function packSearchBoxProps(props: Props): PackedProps {
  const { options, filters } = props.view;
  const cities = filters.city ? packGoal(options.cities) : options.cities;
  const types = filters.type ? packGoal(options.types) : options.types;
  return { ...props, view: { ...props.view, options: { cities, types } } };
}

/** The options for either goal that the box's checkboxes named `name` show, in their order. */
function eitherFromMarkup(island: Element, name: string): SearchOption[] {
  return [...island.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => ({
    value: input.value,
    label: input.closest("label")?.textContent ?? input.value,
  }));
}

function unpackGoal(packed: PackedFilter, island: Element, name: string): GoalOptions {
  if ("either" in packed) return packed;
  const either = eitherFromMarkup(island, name);
  const unpack = (choices: PackedChoice[] | undefined) =>
    choices ? choices.map((choice) => (typeof choice === "number" ? either[choice]! : choice)) : either;
  return { sale: unpack(packed.sale), rent: unpack(packed.rent), either };
}

export function unpackSearchBoxProps(packed: unknown, island: Element): Props {
  const props = packed as PackedProps;
  const { cities, types } = props.view.options;
  return {
    ...props,
    view: {
      ...props.view,
      options: {
        cities: unpackGoal(cities, island, "city"),
        types: unpackGoal(types, island, "type"),
      },
    },
  };
}
