import type { CreateMarketplaceEventInput, MutationResolvers } from '../generated/resolvers.ts';
import { lowerCase } from '../platform/graphql/enumCase.ts';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';
import { keysetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as marketplaceApi from './api.ts';
import { EVENT_TIME_ZONES } from '@lendhub/domain/events';
import type { MarketplaceEventBody, MarketplaceEventDto } from '@lendhub/domain/rest/marketplace';
import type { GatewayContext } from '../context.ts';

/** The form's fields as the API takes them (the API checks them with @lendhub/domain/events). */
function toApiBody(input: CreateMarketplaceEventInput): MarketplaceEventBody {
  const { sessionLabel, title, date, startTime, endTime, timeZone, host, company, trainingType, description } = input;
  return {
    sessionLabel,
    title,
    date,
    startTime,
    endTime,
    // An unknown zone goes as none: the API answers either with 'Please select timezone'.
    timeZone: EVENT_TIME_ZONES.find((zone) => zone === timeZone),
    host,
    company,
    trainingType,
    description,
    joinUrl: input.joinUrl ?? null,
  };
}

const remember = (context: GatewayContext) => (event: MarketplaceEventDto) =>
  context.loaders.marketplaceEventById.clear(event.id).prime(event.id, event);

export const marketplaceMutations: MutationResolvers = {
  async createMarketplaceEvent(_parent, { input }, context) {
    const { data: event, message } = await marketplaceApi.createEvent(context.api, toApiBody(input));
    remember(context)(event);
    return { eventEdge: { cursor: keysetCursor(event.id), node: event }, event, message };
  },

  updateMarketplaceEvent(_parent, { input }, context) {
    const id = internalIntId(input.eventId, 'MarketplaceEvent', 'eventId');
    return payloadFrom('event', marketplaceApi.updateEvent(context.api, id, toApiBody(input)), remember(context));
  },

  deleteMarketplaceEvent(_parent, { input }, context) {
    const id = internalIntId(input.eventId, 'MarketplaceEvent', 'eventId');
    context.loaders.marketplaceEventById.clear(id);
    return deletionPayload('deletedEventId', 'MarketplaceEvent', id, marketplaceApi.deleteEvent(context.api, id));
  },

  registerForMarketplaceEvent(_parent, { input }, context) {
    const id = internalIntId(input.eventId, 'MarketplaceEvent', 'eventId');
    return payloadFrom('event', marketplaceApi.register(context.api, id), remember(context));
  },

  cancelMarketplaceEventRegistration(_parent, { input }, context) {
    const id = internalIntId(input.eventId, 'MarketplaceEvent', 'eventId');
    return payloadFrom('event', marketplaceApi.cancelRegistration(context.api, id), remember(context));
  },

  async addTrainingVideo(_parent, { input }, context) {
    const body = {
      section: lowerCase(input.section),
      title: input.title,
      videoUrl: input.videoUrl,
      company: input.company,
      description: input.description ?? null,
    };
    const { data: video, message } = await marketplaceApi.addVideo(context.api, body);
    context.loaders.trainingVideoById.prime(video.id, video);
    return { videoEdge: { cursor: keysetCursor(video.id), node: video }, video, message };
  },

  removeTrainingVideo(_parent, { input }, context) {
    const id = internalIntId(input.videoId, 'TrainingVideo', 'videoId');
    context.loaders.trainingVideoById.clear(id);
    return deletionPayload('deletedVideoId', 'TrainingVideo', id, marketplaceApi.removeVideo(context.api, id));
  },
};
