/**
 * The site's select, single or multiple. Controlled: the
 * parent keeps the selected values. Before hydration (`enhanced` false) it is a disclosure of
 * radios or checkboxes that a GET form submits as is; once enhanced it is an ARIA 1.2 combobox
 * with a filterable listbox. Both submit one `name=value` pair per selected option and look the
 * same while closed, so swapping them does not move the page.
 */
import { ComboboxSelect } from "./ComboboxSelect.tsx";
import { DisclosureSelect } from "./DisclosureSelect.tsx";
import type { SelectOption } from "./option-filter.ts";

export type { SelectOption } from "./option-filter.ts";

export interface CustomSelectProps {
  /** Unique base for the element ids (label, input, listbox, options). */
  id: string;
  /** Form field name: one submitted value per selected option. */
  name: string;
  label: string;
  options: SelectOption[];
  multiple: boolean;
  /** Selected values; in single mode 0 or 1 item. */
  value: string[];
  onChange(value: string[]): void;
  /** Shown when nothing is selected. */
  placeholder: string;
  /** false: markup that works without JavaScript (server render, before hydration). */
  enhanced: boolean;
  className?: string;
}

export function CustomSelect(props: CustomSelectProps) {
  return props.enhanced ? <ComboboxSelect {...props} /> : <DisclosureSelect {...props} />;
}
