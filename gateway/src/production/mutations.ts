import type { MutationResolvers } from '../generated/resolvers.ts';
import { internalIntId, toGlobalId } from '../platform/relay/globalId.ts';
import { setCompensation } from './api.ts';

export const productionMutations: MutationResolvers = {
  async setCompensation(_parent, { input }, context) {
    const userId = internalIntId(input.userId, 'User', 'userId');
    const { data, message } = await setCompensation(context.api, userId, input.compensationBps);
    context.loaders.productionOverview.clear();
    return { userId: toGlobalId('User', data.userId), compensationBps: data.compensationBps, message };
  },
};
