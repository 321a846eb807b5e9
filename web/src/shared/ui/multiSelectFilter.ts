/** One choice of a searchable multi-select: the submitted value and the name shown beside it. */
export interface MultiSelectOption {
  value: string;
  label: string;
}

/**
 * The options a query keeps: a value starting with it ('ca' → CA) first, then names containing it
 * ('york' → New York), case-insensitive, each group in the given order; an empty query keeps all.
 */
export function filterOptions(options: readonly MultiSelectOption[], query: string): MultiSelectOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  const byValue = options.filter((option) => option.value.toLowerCase().startsWith(needle));
  const byName = options.filter((option) => !byValue.includes(option) && option.label.toLowerCase().includes(needle));
  return [...byValue, ...byName];
}

/** Adds the value when absent, removes it when present; the result keeps the order of choosing. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((chosen) => chosen !== value) : [...values, value];
}
