import { upperCase } from '../platform/graphql/enumCase.ts';
import type { TrainingVideoResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { TrainingVideoDto } from '@lendhub/domain/rest/marketplace';

export const TrainingVideo: TrainingVideoResolvers = {
  ...nodeIdFields<TrainingVideoDto>('TrainingVideo', (video) => video.id),
  section: (video) => upperCase(video.section),
};
