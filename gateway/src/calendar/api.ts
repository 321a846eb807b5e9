import {
  calendarRoutes as routes,
  type CalendarCategoryDto,
  type CalendarEventBody,
  type CalendarEventDto,
} from '@lendhub/domain/rest/calendar';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function getEvents(api: ApiDataSource, range: { from: string; to: string }): Promise<CalendarEventDto[]> {
  return api.read(routes.events, { query: range });
}

export function getEventsByIds(api: ApiDataSource, ids: readonly number[]): Promise<CalendarEventDto[]> {
  return api.read(routes.eventsByIds, { query: { ids: ids.join(',') } });
}

export function createEvent(api: ApiDataSource, body: CalendarEventBody): Promise<ApiAnswer<CalendarEventDto>> {
  return api.call(routes.create, { body });
}

export function updateEvent(api: ApiDataSource, id: number, body: CalendarEventBody): Promise<ApiAnswer<CalendarEventDto>> {
  return api.call(routes.update, { params: { id }, body });
}

export function deleteEvent(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.call(routes.delete, { params: { id } });
}

export function getCategories(api: ApiDataSource): Promise<CalendarCategoryDto[]> {
  return api.read(routes.categories);
}
