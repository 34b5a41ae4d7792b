/**
 * Everything the custom select does with the keyboard and the mouse (the site's "custom select
 * behaviour"), as a pure step function: the component feeds it events and applies the result.
 *
 * Choices the specification leaves open, made the way the ARIA combobox pattern does them:
 * - In single mode, the focused option is the selected one: moving the focus selects, so Enter,
 *   Space, Tab and blur only have to close the list. Typing a filter moves the focus off the
 *   options; the next arrow key goes into the list (and selects there).
 * - While a typed filter has text and no option has the focus yet, Space types a space ("sint
 *   gillis"); once an arrow key has gone into the list, Space acts on the list again.
 * - Arrow keys on a closed list open it on the selected option (or the first / last one);
 *   Alt+ArrowDown only opens it, Alt+ArrowUp closes it. Focus does not wrap at either end.
 * - Home and End go to the first and last option while no filter text is typed; with text they
 *   move the caret in the filter, as in any text field.
 * - Clicking the control opens and closes the list, except while a filter is typed: then the
 *   click places the caret. Closing the list, however it happens, clears the filter.
 */
import { filterOptions, type SelectOption } from "./option-filter.ts";
import { toggleValue } from "./selection.ts";

export interface SelectState {
  open: boolean;
  /** The focused option's position among the filtered options; -1 when no option has the focus. */
  activeIndex: number;
  filter: string;
}

export const closedState: SelectState = { open: false, activeIndex: -1, filter: "" };

export type SelectEvent =
  | { type: "key"; key: string; altKey?: boolean }
  | { type: "filter"; text: string }
  | { type: "control-click" }
  | { type: "option-click"; position: number }
  | { type: "blur" };

export interface SelectContext {
  options: readonly SelectOption[];
  multiple: boolean;
  value: readonly string[];
}

export interface SelectStep {
  state: SelectState;
  /** The new selection, only when it changed. */
  value?: string[];
  /** The control used the key: its default action (caret move, form submit) must not happen. */
  handled: boolean;
}

/** One event's effect on the select's state and selection. */
export function selectStep(state: SelectState, event: SelectEvent, context: SelectContext): SelectStep {
  const found = filterOptions(context.options, state.filter);
  const current = state.activeIndex < found.length ? state.activeIndex : -1;
  const last = found.length - 1;
  const selectedPosition = found.findIndex(({ option }) => context.value.includes(option.value));

  const done = (next: SelectState, value?: string[]): SelectStep => ({ state: next, value, handled: true });
  const ignored: SelectStep = { state, handled: false };
  const open = (activeIndex = selectedPosition) => done({ open: true, activeIndex, filter: "" });
  const close = () => done(closedState);

  /** Moves the focus; in single mode the focused option becomes the selection. */
  const focus = (position: number): SelectStep => {
    const target = found[position];
    const next = { ...state, open: true, activeIndex: target ? position : -1 };
    if (!target || context.multiple || context.value[0] === target.option.value) return done(next);
    return done(next, [target.option.value]);
  };

  const choose = (position: number): SelectStep => {
    const target = found[position];
    if (!target) return done(state);
    if (context.multiple) {
      return done(
        { ...state, activeIndex: position },
        toggleValue(context.options, context.value, target.option.value),
      );
    }
    const changed = context.value.length !== 1 || context.value[0] !== target.option.value;
    return done(closedState, changed ? [target.option.value] : undefined);
  };

  switch (event.type) {
    case "filter":
      return done({ open: true, activeIndex: -1, filter: event.text });
    case "control-click":
      // A click in the text being typed places the caret; it does not throw the filter away.
      if (state.open && state.filter !== "") return done(state);
      return state.open ? close() : open();
    case "option-click":
      return choose(event.position);
    case "blur":
      return state.open ? close() : ignored;
    case "key":
      break;
  }

  const { key, altKey = false } = event;
  if (!state.open) {
    switch (key) {
      case " ":
      case "Enter":
        return open();
      case "ArrowDown":
        if (altKey) return open();
        return focus(selectedPosition === -1 ? 0 : selectedPosition);
      case "ArrowUp":
        if (altKey) return ignored;
        return focus(selectedPosition === -1 ? last : selectedPosition);
      default:
        return ignored;
    }
  }

  switch (key) {
    case " ":
      if (state.filter !== "" && current === -1) return ignored;
      if (context.multiple && current !== -1) return choose(current);
      return close();
    case "Enter":
      return close();
    case "Escape":
      return close();
    case "Tab":
      // Closes, but lets the focus move on to the next field.
      return { ...close(), handled: false };
    case "ArrowDown":
      if (altKey) return done(state);
      return focus(Math.min(current + 1, last));
    case "ArrowUp":
      if (altKey) return close();
      return focus(current === -1 ? last : Math.max(current - 1, 0));
    case "Home":
      return state.filter === "" ? focus(0) : ignored;
    case "End":
      return state.filter === "" ? focus(last) : ignored;
    default:
      return ignored;
  }
}
