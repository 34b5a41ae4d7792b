/**
 * The search box: goal, free text, cities, types, room counters and the price
 * range, each shown when the agency made it public, one column each. Served as a plain GET form
 * that works without JavaScript (the server turns its fields into the list URL); once hydrated
 * it navigates straight to that same URL.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { CustomSelect } from "../components/select/CustomSelect.tsx";
import { PriceRange } from "../components/search/PriceRange.tsx";
import { useI18n } from "../i18n/context.tsx";
import { fullRange } from "../../shared/rules/price-range.ts";
import type { SearchBoxView } from "./model.ts";
import { searchTarget, type SearchState } from "../../shared/search/query.ts";
import { searchStateFromForm } from "../../shared/search/form.ts";
import { searchColumns } from "./columns.ts";
import { RoomsFilter } from "./RoomsFilter.tsx";

const goalKey = (goal: 0 | 1) => (goal === 1 ? "rent" : "sale");

const COLUMN = ".search-box__field";
const CONTROL = "input:not([type=hidden]), button, [tabindex]";

/** Where the visitor was in the plain form when the box woke up: which field, and whether its list was open. */
interface Place {
  id: string;
  column: number;
  open: boolean;
}

function placeIn(form: HTMLFormElement): Place | null {
  const active = document.activeElement;
  if (!active || !form.contains(active)) return null;
  const column = active.closest(COLUMN);
  return {
    id: active.id,
    column: column ? [...form.querySelectorAll(COLUMN)].indexOf(column) : -1,
    open: active.closest("details")?.open === true,
  };
}

/**
 * The box wakes up as the visitor reaches for it, and its enhanced controls replace the plain
 * ones: the visitor stays where they were, on the same field or the control that replaced it,
 * with its list open again if they had just opened it.
 */
function returnTo(form: HTMLFormElement, place: Place): void {
  const active = document.activeElement;
  if (active && active !== document.body && form.contains(active)) return;
  const same = place.id ? document.getElementById(place.id) : null;
  const column = form.querySelectorAll(COLUMN)[place.column];
  const control = same && form.contains(same) ? same : column?.querySelector<HTMLElement>(CONTROL);
  if (!control) return;
  control.focus();
  if (place.open) control.click();
}

/** The search without the cities and types its goal's lists do not offer. */
function offeredFor(state: SearchState, options: SearchBoxView["options"]): SearchState {
  const key = goalKey(state.goal);
  const cities = new Set(options.cities[key].map((o) => o.value));
  const types = new Set(options.types[key].map((o) => o.value));
  return {
    ...state,
    cities: state.cities.filter((c) => cities.has(c)),
    types: state.types.filter((type) => types.has(String(type))),
  };
}

export function SearchBox({ view, id = "search" }: { view: SearchBoxView; id?: string }) {
  const { t } = useI18n();
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<SearchState>(view.initial);
  const { filters, options } = view;
  const form = useRef<HTMLFormElement>(null);
  const place = useRef<Place | null>(null);

  useEffect(() => {
    // What the visitor chose in the plain form before the box woke up carries over.
    if (form.current) {
      const fields = [...new FormData(form.current)].map(([name, value]): [string, string] => [name, String(value)]);
      setState(offeredFor(searchStateFromForm(new URLSearchParams(fields)), options));
      place.current = placeIn(form.current);
    }
    setEnhanced(true);
    // Once, when the box is hydrated: the options never change.
  }, [options]);

  useLayoutEffect(() => {
    if (!enhanced || !form.current || !place.current) return;
    returnTo(form.current, place.current);
    place.current = null;
  }, [enhanced]);

  // The form without JavaScript cannot swap lists when the goal changes: it offers both goals'.
  const offered = enhanced ? goalKey(state.goal) : "either";
  const cityOptions = options.cities[offered];
  const typeOptions = options.types[offered];
  const columns = searchColumns(filters);

  const chooseGoal = (values: string[]) => {
    const goal = values[0] === "1" ? 1 : 0;
    if (goal === state.goal) return;
    // Choosing a goal resets the price range; choices the other list lacks are dropped.
    setState((s) => offeredFor({ ...s, goal, price: fullRange(goal) }, options));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(searchTarget(view.lists, state, fullRange(state.goal)));
  };

  const column = `search-box__field search-box__field--span-${columns.span}`;
  return (
    <form
      className={`search-box search-box--${view.placement}`}
      action={view.lists.sale}
      method="get"
      role="search"
      aria-label={t("searchBox.title")}
      onSubmit={submit}
      ref={form}
      data-enhanced={enhanced ? "true" : "false"}
    >
      <div className={`search-box__fields search-box__fields--${columns.count}`}>
        {filters.goal ? (
          <div className={column}>
            <CustomSelect
              id={`${id}-goal`}
              name="goal"
              label={t("searchBox.goal")}
              options={[
                { value: "0", label: t("searchBox.sale") },
                { value: "1", label: t("searchBox.rent") },
              ]}
              multiple={false}
              value={[String(state.goal)]}
              onChange={chooseGoal}
              placeholder={t("searchBox.sale")}
              enhanced={enhanced}
            />
          </div>
        ) : (
          <input type="hidden" name="goal" value={String(state.goal)} />
        )}
        {filters.search ? (
          <div className={column}>
            <label className="search-box__label" htmlFor={`${id}-text`}>
              {t("searchBox.searchLabel")}
            </label>
            <input
              id={`${id}-text`}
              className="search-box__text"
              type="search"
              name="search"
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t("searchBox.placeholder")}
              // A narrow column cuts the placeholder: hovering the field shows all of it.
              title={t("searchBox.placeholder")}
              value={state.search}
              onChange={(event) => setState((s) => ({ ...s, search: event.target.value }))}
            />
          </div>
        ) : null}
        {filters.city ? (
          <div className={column}>
            <CustomSelect
              id={`${id}-city`}
              name="city"
              label={t("searchBox.city")}
              options={cityOptions}
              multiple
              value={state.cities}
              onChange={(cities) => setState((s) => ({ ...s, cities }))}
              placeholder={t("searchBox.anyCity")}
              enhanced={enhanced}
            />
          </div>
        ) : null}
        {filters.type ? (
          <div className={column}>
            <CustomSelect
              id={`${id}-type`}
              name="type"
              label={t("searchBox.type")}
              options={typeOptions}
              multiple
              value={state.types.map(String)}
              onChange={(types) => setState((s) => ({ ...s, types: types.map(Number) }))}
              placeholder={t("searchBox.anyType")}
              enhanced={enhanced}
            />
          </div>
        ) : null}
        {filters.rooms.length > 0 ? (
          <div className={column}>
            <RoomsFilter
              id={`${id}-rooms`}
              rooms={filters.rooms}
              value={state.rooms}
              onChange={(room, count) => setState((s) => ({ ...s, rooms: { ...s.rooms, [room]: count } }))}
              enhanced={enhanced}
            />
          </div>
        ) : null}
        {filters.price ? (
          <div className={`${column} search-box__price`}>
            <PriceRange
              id={`${id}-price`}
              goal={state.goal}
              value={state.price}
              onChange={(price) => setState((s) => ({ ...s, price }))}
              enhanced={enhanced}
              label={t("searchBox.price")}
            />
          </div>
        ) : null}
      </div>
      <button className="button button--primary search-box__submit" type="submit">
        {t("searchBox.submit")}
      </button>
    </form>
  );
}
