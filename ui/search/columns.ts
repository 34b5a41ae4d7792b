import type { SearchFiltersView } from "./model.ts";

/**
 * Each public filter is a column and a column is 12 divided by the number of visible
 * filters wide (whole grid columns, at least 1). The room counters together are one filter.
 */
export function searchColumns(filters: SearchFiltersView): { count: number; span: number } {
  const count = [
    filters.goal,
    filters.search,
    filters.city,
    filters.type,
    filters.price,
    filters.rooms.length > 0,
  ].filter(Boolean).length;
  return { count, span: count === 0 ? 12 : Math.max(1, Math.floor(12 / count)) };
}
