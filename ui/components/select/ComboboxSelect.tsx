/**
 * The enhanced select: the ARIA 1.2 combobox pattern with a listbox popup. The focus stays in the
 * text field (the focused option is announced through aria-activedescendant), typing filters the
 * options, and hidden inputs carry the selection into the surrounding form. The behaviour itself
 * is in select-state.ts; this file only renders it and feeds it the browser's events.
 */
import { useEffect, useState, type KeyboardEvent } from "react";
import { Icon } from "../Icon.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { CustomSelectProps } from "./CustomSelect.tsx";
import { filterOptions } from "./option-filter.ts";
import { closedState, selectStep, type SelectEvent, type SelectStep } from "./select-state.ts";
import { selectClass, selectIds } from "./select-ids.ts";
import { selectionSummary } from "./selection.ts";

export function ComboboxSelect({
  id,
  name,
  label,
  options,
  multiple,
  value,
  onChange,
  placeholder,
  className,
}: CustomSelectProps) {
  const { t } = useI18n();
  const [state, setState] = useState(closedState);
  const ids = selectIds(id);
  const found = filterOptions(options, state.filter);
  const active = state.open ? found[state.activeIndex] : undefined;
  const activeId = active ? ids.option(active.index) : undefined;
  const noResults = state.open && found.length === 0;
  const summary = selectionSummary(options, value, {
    placeholder,
    count: (count) => t("select.selectedCount", { count }),
  });

  const step = (event: SelectEvent): SelectStep => {
    const result = selectStep(state, event, { options, multiple, value });
    setState(result.state);
    if (result.value) onChange(result.value);
    return result;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that compose an accented letter belong to the text field.
    if (event.nativeEvent.isComposing) return;
    if (step({ type: "key", key: event.key, altKey: event.altKey }).handled) event.preventDefault();
  };

  // The focus stays in the text field, so the list has to bring the focused option into view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  return (
    <div className={selectClass(multiple, className)} data-open={state.open || undefined}>
      <label className="select__label" id={ids.label} htmlFor={ids.input}>
        {label}
      </label>
      {/* The summary may be cut to the box's width: hovering the box shows all of it. */}
      <div className="select__box" title={summary}>
        <span
          className="select__summary"
          id={ids.summary}
          data-empty={value.length === 0 || undefined}
          hidden={state.filter !== ""}
        >
          {summary}
        </span>
        <input
          id={ids.input}
          className="select__input"
          type="text"
          role="combobox"
          aria-expanded={state.open}
          aria-controls={ids.listbox}
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          aria-describedby={ids.summary}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={state.filter}
          onChange={(event) => step({ type: "filter", text: event.target.value })}
          onKeyDown={onKeyDown}
          onClick={() => step({ type: "control-click" })}
          onBlur={() => step({ type: "blur" })}
        />
        <Icon name="chevron-down" className="select__chevron" size={18} />
      </div>
      {/* Pressing in the popup would move the focus out of the text field and close the list
          before the click lands. */}
      <div className="select__popup" hidden={!state.open} onMouseDown={(event) => event.preventDefault()}>
        <ul
          className="select__listbox"
          id={ids.listbox}
          role="listbox"
          aria-labelledby={ids.label}
          aria-multiselectable={multiple}
          hidden={noResults}
        >
          {found.map(({ option, index }, position) => (
            <li
              key={option.value}
              id={ids.option(index)}
              className="select__option"
              role="option"
              aria-selected={value.includes(option.value)}
              data-active={position === state.activeIndex || undefined}
              onClick={() => step({ type: "option-click", position })}
            >
              {option.label}
            </li>
          ))}
        </ul>
        <p className="select__empty" id={ids.status} role="status">
          {noResults ? t("select.noResults") : ""}
        </p>
      </div>
      {value.map((item) => (
        <input key={item} type="hidden" name={name} value={item} />
      ))}
    </div>
  );
}
