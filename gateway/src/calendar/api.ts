import type { ApiDataSource } from '../datasources/api.ts';
import type { ApiCalendarEvent, ApiCalendarEventBody } from './types.ts';

export function getEvents(api: ApiDataSource, range: { from: string; to: string }): Promise<ApiCalendarEvent[]> {
  return api.get<ApiCalendarEvent[]>('/api/Calendar/GetEvents', range);
}

export function getEventsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiCalendarEvent[]> {
  return api.get<ApiCalendarEvent[]>('/api/Calendar/GetEventsByIds', { ids: ids.join(',') });
}

export function createEvent(api: ApiDataSource, body: ApiCalendarEventBody): Promise<ApiCalendarEvent> {
  return api.post<ApiCalendarEvent>('/api/Calendar/CreateEvent', body);
}

export function updateEvent(api: ApiDataSource, id: number, body: ApiCalendarEventBody): Promise<ApiCalendarEvent> {
  return api.put<ApiCalendarEvent>(`/api/Calendar/UpdateEvent/${id}`, body);
}

export function deleteEvent(api: ApiDataSource, id: number): Promise<{ id: number }> {
  return api.delete<{ id: number }>(`/api/Calendar/DeleteEvent/${id}`);
}
