import type { MutationResolvers } from '../generated/resolvers.ts';
import { badUserInput } from '../platform/errors/errors.ts';
import { offsetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import * as clientsApi from './api.ts';
import { documentProblems } from './documents.ts';

const id = (globalId: string) => internalIntId(globalId, 'ApiClient', 'apiClientId');

/**
 * Every change to a client makes every gateway forget what it knew about client keys
 * (`forgetApiClients`), so a rotated or revoked key, new limits and new documents apply at once.
 */
export const clientMutations: MutationResolvers = {
  async registerApiClient(_parent, { input }, context) {
    const { data, message } = await clientsApi.registerClient(context.api, input);
    context.forgetApiClients?.();
    return { apiClient: data.client, apiClientEdge: { cursor: offsetCursor(0), node: data.client }, key: data.key, message };
  },

  async updateApiClient(_parent, { input }, context) {
    const { data, message } = await clientsApi.updateClient(context.api, id(input.apiClientId), input);
    context.forgetApiClients?.();
    return { apiClient: data, message };
  },

  async rotateApiClientKey(_parent, { input }, context) {
    const { data, message } = await clientsApi.rotateKey(context.api, id(input.apiClientId));
    context.forgetApiClients?.();
    return { apiClient: data.client, key: data.key, message };
  },

  async revokeApiClient(_parent, { input }, context) {
    const { data, message } = await clientsApi.revokeClient(context.api, id(input.apiClientId));
    context.forgetApiClients?.();
    return { apiClient: data, message };
  },

  async publishApiClientDocuments(_parent, { input }, context) {
    const clientId = id(input.apiClientId);
    const documents: Record<string, string> = {};
    for (const document of input.documents) {
      if (document.id in documents)
        throw badUserInput(`Document id ${document.id} is given twice`, { documents: `Document id ${document.id} is given twice` });
      documents[document.id] = document.text;
    }
    if (context.schema) {
      const problems = documentProblems(context.schema, documents);
      const ids = Object.keys(problems);
      if (ids.length > 0) throw badUserInput(`${ids.length} document(s) do not match the schema: ${ids.slice(0, 10).join(', ')}`, problems);
    }
    const { message } = await clientsApi.publishDocuments(context.api, clientId, documents, input.replace ?? false);
    context.forgetApiClients?.();
    return { apiClient: await clientsApi.clientById(context.api, clientId), message };
  },
};
