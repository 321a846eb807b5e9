import type { IsoDate } from '../../shared/dates/monthGrid';

export interface FilterableEvent {
  readonly date: string;
  readonly startTime: string;
  readonly title: string;
  readonly category: string;
  readonly location?: string | null;
  readonly description?: string | null;
}

export interface EventFilter {
  /** Calendars whose checkbox is ticked. */
  categories: ReadonlySet<string>;
  /** Matched against title, location and description, ignoring case. */
  search: string;
}

/** What the grid and the Events list show: ticked calendars only, narrowed by the search box. */
export function filterEvents<E extends FilterableEvent>(events: readonly E[], { categories, search }: EventFilter): E[] {
  const needle = search.trim().toLowerCase();
  return events.filter((event) => {
    if (!categories.has(event.category)) return false;
    if (!needle) return true;
    return [event.title, event.location, event.description].some((text) => text?.toLowerCase().includes(needle));
  });
}

/** Events per day, earliest first within a day. */
export function eventsByDay<E extends FilterableEvent>(events: readonly E[]): Map<IsoDate, E[]> {
  const days = new Map<IsoDate, E[]>();
  for (const event of [...events].sort(byDateAndTime)) {
    const list = days.get(event.date) ?? [];
    list.push(event);
    days.set(event.date, list);
  }
  return days;
}

export function byDateAndTime(a: FilterableEvent, b: FilterableEvent): number {
  return a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title);
}
