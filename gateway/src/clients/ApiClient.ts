import type { ApiClientResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { documentsOf } from './api.ts';
import type { ApiClientDto } from '@lendhub/domain/rest/clients';

export const ApiClient: ApiClientResolvers = {
  ...nodeIdFields<ApiClientDto>('ApiClient', (client) => client.id),
  // One call per client: ask for one client's documents at a time (the list shows `documentCount`).
  async documents(client, _args, context) {
    const documents = await documentsOf(context.api, client.id);
    return Object.entries(documents).map(([id, text]) => ({ id, text }));
  },
};
