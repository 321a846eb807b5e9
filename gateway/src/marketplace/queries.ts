import type { QueryResolvers } from '../generated/resolvers.ts';
import { orNullWhenNotFound } from '../platform/dataloaders/orNull.ts';
import { lowerCase } from '../platform/graphql/enumCase.ts';
import { connectionFromArray } from '../platform/relay/connection.ts';
import { getEvents, getNextEvent, getVideos } from './api.ts';

const PAGE = { defaultSize: 50, max: 200 };

export const marketplaceQueries: QueryResolvers = {
  async marketplaceEvents(_parent, args, context) {
    const events = await getEvents(context.api, args.period === 'PAST' ? 'past' : 'upcoming');
    for (const event of events) context.loaders.marketplaceEventById.prime(event.id, event);
    return connectionFromArray(events, args, PAGE);
  },

  async marketplaceEvent(_parent, { internalId }, context) {
    if (internalId === null || internalId === undefined) {
      const next = await orNullWhenNotFound(getNextEvent(context.api));
      if (next) context.loaders.marketplaceEventById.prime(next.id, next);
      return next;
    }
    return internalId > 0 ? context.loaders.marketplaceEventById.load(internalId) : null;
  },

  async trainingVideos(_parent, args, context) {
    const videos = await getVideos(context.api);
    for (const video of videos) context.loaders.trainingVideoById.prime(video.id, video);
    const section = args.section ? lowerCase(args.section) : null;
    return connectionFromArray(section ? videos.filter((video) => video.section === section) : videos, args, PAGE);
  },
};
