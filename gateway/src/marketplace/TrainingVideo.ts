import { upperCase } from '../platform/graphql/enumCase.ts';
import type { TrainingVideoResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { ApiTrainingVideo } from './types.ts';

export const TrainingVideo: TrainingVideoResolvers = {
  ...nodeIdFields<ApiTrainingVideo>('TrainingVideo', (video) => video.id),
  section: (video) => upperCase(video.section),
};
