/** The element ids of one select, built on its `id` so several selects can share a page. */
export function selectIds(id: string) {
  return {
    label: `${id}-label`,
    input: `${id}-input`,
    summary: `${id}-summary`,
    listbox: `${id}-listbox`,
    status: `${id}-status`,
    /** An option's id follows its place in the full list, so it stays the same while filtering. */
    option: (index: number) => `${id}-option-${index}`,
  };
}

/** The class list of a select's root element. */
export function selectClass(multiple: boolean, className: string | undefined): string {
  return ["select", multiple ? "select--multiple" : "select--single", className].filter(Boolean).join(" ");
}
