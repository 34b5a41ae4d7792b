/** What the search box receives from the server: plain data, serialised into the island's props. */
import type { SearchRoom, SearchState } from "../../shared/search/query.ts";

export interface SearchOption {
  value: string;
  label: string;
}

/** A filter's choices for each goal, and for either goal (the form before JavaScript offers both). */
export interface GoalOptions {
  sale: SearchOption[];
  rent: SearchOption[];
  either: SearchOption[];
}

export interface SearchOptionsView {
  /** Cities with at least one listing for the goal, "name (zip)", by name. */
  cities: GoalOptions;
  /** Property types in display order. */
  types: GoalOptions;
}

/** The filters the agency made public: each one is a column of the search box. */
export interface SearchFiltersView {
  goal: boolean;
  search: boolean;
  city: boolean;
  type: boolean;
  price: boolean;
  /** The room counters enabled by configuration, in the query's order (bedrooms first, garages last). */
  rooms: SearchRoom[];
}

export interface SearchBoxView {
  /** Where each goal's search lands (the list pages of the page language). */
  lists: { sale: string; rent: string };
  filters: SearchFiltersView;
  options: SearchOptionsView;
  /** The search the box starts from: empty on the home page, the current one on a list page. */
  initial: SearchState;
  /** "home" sits on the banner; "list" heads a property list. */
  placement: "home" | "list";
  /** On a list: how many filters the list shows in force (its chips), for the phone's Filters button. */
  activeFilters?: number;
}
