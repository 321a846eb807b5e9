// The Growth page keeps its tab, its side-rail view and the calendar's month in the URL, so a reload
// or a shared link opens the same place.
import { parseMonth, type Month } from '../../shared/dates/monthGrid';

export const GROWTH_TABS = ['growth', 'property', 'compliance'] as const;
export type GrowthTab = (typeof GROWTH_TABS)[number];
export const GROWTH_VIEWS = ['dashboard', 'calendar'] as const;
export type GrowthView = (typeof GROWTH_VIEWS)[number];

export interface GrowthPlace {
  tab: GrowthTab;
  view: GrowthView;
  /** The calendar's month; null = the current month. */
  month: Month | null;
  /** 'Schedule' in the Company Directory: a new appointment with this person opens in the calendar. */
  meetWith: string | null;
}

const oneOf = <T extends string>(values: readonly T[], text: string | null, fallback: T): T =>
  values.includes(text as T) ? (text as T) : fallback;

export function placeFromSearchParams(params: URLSearchParams): GrowthPlace {
  return {
    tab: oneOf(GROWTH_TABS, params.get('tab'), 'growth'),
    view: oneOf(GROWTH_VIEWS, params.get('view'), 'dashboard'),
    month: parseMonth(params.get('month')),
    meetWith: params.get('with')?.trim().slice(0, 200) || null,
  };
}

/** Defaults are left out, so the plain /growth URL is the usual one. */
export function placeToSearchParams(place: GrowthPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (place.tab !== 'growth') params.set('tab', place.tab);
  if (place.view !== 'dashboard') params.set('view', place.view);
  if (place.month) params.set('month', place.month);
  if (place.meetWith) params.set('with', place.meetWith);
  return params;
}

/** Where the directory's 'Schedule' goes: the calendar, with a new appointment with `name` open. */
export function scheduleMeetingPath(name: string): string {
  return `/growth?${placeToSearchParams({ tab: 'growth', view: 'calendar', month: null, meetWith: name }).toString()}`;
}
