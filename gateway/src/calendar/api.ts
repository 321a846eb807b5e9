import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiCalendarCategory, ApiCalendarEvent, ApiCalendarEventBody } from './types.ts';

export function getEvents(api: ApiDataSource, range: { from: string; to: string }): Promise<ApiCalendarEvent[]> {
  return api.get<ApiCalendarEvent[]>('/api/Calendar/GetEvents', range);
}

export function getEventsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiCalendarEvent[]> {
  return api.get<ApiCalendarEvent[]>('/api/Calendar/GetEventsByIds', { ids: ids.join(',') });
}

export function createEvent(api: ApiDataSource, body: ApiCalendarEventBody): Promise<ApiAnswer<ApiCalendarEvent>> {
  return api.write<ApiCalendarEvent>('POST', '/api/Calendar/CreateEvent', body);
}

export function updateEvent(api: ApiDataSource, id: number, body: ApiCalendarEventBody): Promise<ApiAnswer<ApiCalendarEvent>> {
  return api.write<ApiCalendarEvent>('PUT', `/api/Calendar/UpdateEvent/${id}`, body);
}

export function deleteEvent(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.write<{ id: number }>('DELETE', `/api/Calendar/DeleteEvent/${id}`);
}

export function getCategories(api: ApiDataSource): Promise<ApiCalendarCategory[]> {
  return api.get<ApiCalendarCategory[]>('/api/Calendar/Categories');
}
