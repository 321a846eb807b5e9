/** A calendar (Personal, Work, Family, Health) as `calendarCategories` gives it. */
export interface CalendarCategoryOption {
  readonly category: string;
  readonly name: string;
  readonly color: string;
  readonly checked: boolean;
}

const NEUTRAL = '#64748B';

/** The calendar's colour for an event, grey for a calendar the server no longer lists. */
export function colorOf(categories: readonly CalendarCategoryOption[], category: string): string {
  return categories.find((option) => option.category === category)?.color ?? NEUTRAL;
}
