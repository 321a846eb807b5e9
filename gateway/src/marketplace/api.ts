import {
  marketplaceRoutes as routes,
  type EventWhen,
  type MarketplaceEventBody,
  type MarketplaceEventDto,
  type TrainingVideoBody,
  type TrainingVideoDto,
} from '@lendhub/domain/rest/marketplace';
import type { ApiAnswer, ApiDataSource } from '../datasources/api.ts';

export function getEvents(api: ApiDataSource, when: EventWhen): Promise<MarketplaceEventDto[]> {
  return api.read(routes.events, { query: { when } });
}

export function getEventsByIds(api: ApiDataSource, ids: readonly number[]): Promise<MarketplaceEventDto[]> {
  return api.read(routes.eventsByIds, { query: { ids: ids.join(',') } });
}

export function getNextEvent(api: ApiDataSource): Promise<MarketplaceEventDto> {
  return api.read(routes.nextEvent);
}

export function createEvent(api: ApiDataSource, body: MarketplaceEventBody): Promise<ApiAnswer<MarketplaceEventDto>> {
  return api.call(routes.createEvent, { body });
}

export function updateEvent(api: ApiDataSource, id: number, body: MarketplaceEventBody): Promise<ApiAnswer<MarketplaceEventDto>> {
  return api.call(routes.updateEvent, { params: { id }, body });
}

export function deleteEvent(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.call(routes.deleteEvent, { params: { id } });
}

export function register(api: ApiDataSource, id: number): Promise<ApiAnswer<MarketplaceEventDto>> {
  return api.call(routes.register, { params: { id } });
}

export function cancelRegistration(api: ApiDataSource, id: number): Promise<ApiAnswer<MarketplaceEventDto>> {
  return api.call(routes.cancelRegistration, { params: { id } });
}

export function getVideos(api: ApiDataSource): Promise<TrainingVideoDto[]> {
  return api.read(routes.videos);
}

export function getVideosByIds(api: ApiDataSource, ids: readonly number[]): Promise<TrainingVideoDto[]> {
  return api.read(routes.videosByIds, { query: { ids: ids.join(',') } });
}

export function addVideo(api: ApiDataSource, body: TrainingVideoBody): Promise<ApiAnswer<TrainingVideoDto>> {
  return api.call(routes.addVideo, { body });
}

export function removeVideo(api: ApiDataSource, id: number): Promise<ApiAnswer<{ id: number }>> {
  return api.call(routes.removeVideo, { params: { id } });
}
