import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';
import type { ApiMarketplaceEvent, ApiMarketplaceEventBody, ApiTrainingVideo, ApiTrainingVideoBody } from './types.ts';

export function getEvents(api: ApiDataSource, when: 'upcoming' | 'past'): Promise<ApiMarketplaceEvent[]> {
  return api.get<ApiMarketplaceEvent[]>('/api/MarketplaceEvents', { when });
}

export function getEventsByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiMarketplaceEvent[]> {
  return api.get<ApiMarketplaceEvent[]>('/api/MarketplaceEvents/GetByIds', { ids: ids.join(',') });
}

export function getNextEvent(api: ApiDataSource): Promise<ApiMarketplaceEvent> {
  return api.get<ApiMarketplaceEvent>('/api/MarketplaceEvents/Next');
}

export function createEvent(api: ApiDataSource, body: ApiMarketplaceEventBody): Promise<ApiAnswer<ApiMarketplaceEvent>> {
  return api.write<ApiMarketplaceEvent>('POST', '/api/MarketplaceEvents', body);
}

export function updateEvent(api: ApiDataSource, id: number, body: ApiMarketplaceEventBody): Promise<ApiAnswer<ApiMarketplaceEvent>> {
  return api.write<ApiMarketplaceEvent>('PUT', `/api/MarketplaceEvents/${id}`, body);
}

export function deleteEvent(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.write<{ id: number }>('DELETE', `/api/MarketplaceEvents/${id}`);
}

export function register(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiMarketplaceEvent>> {
  return api.write<ApiMarketplaceEvent>('POST', `/api/MarketplaceEvents/${id}/Registration`);
}

export function cancelRegistration(api: ApiDataSource, id: number): Promise<ApiAnswer<ApiMarketplaceEvent>> {
  return api.write<ApiMarketplaceEvent>('DELETE', `/api/MarketplaceEvents/${id}/Registration`);
}

export function getVideos(api: ApiDataSource): Promise<ApiTrainingVideo[]> {
  return api.get<ApiTrainingVideo[]>('/api/TrainingVideos');
}

export function getVideosByIds(api: ApiDataSource, ids: readonly number[]): Promise<ApiTrainingVideo[]> {
  return api.get<ApiTrainingVideo[]>('/api/TrainingVideos/GetByIds', { ids: ids.join(',') });
}

export function addVideo(api: ApiDataSource, body: ApiTrainingVideoBody): Promise<ApiAnswer<ApiTrainingVideo>> {
  return api.write<ApiTrainingVideo>('POST', '/api/TrainingVideos', body);
}

export function removeVideo(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.write<{ id: number }>('DELETE', `/api/TrainingVideos/${id}`);
}
