import { errorCodeOf, ErrorCode } from '../errors.ts';
import type { NodeRegistry } from '../relay/node.ts';
import { getMessage } from './api.ts';
import { conversationOrNull } from './queries.ts';

export const assistantNodes: NodeRegistry = {
  Conversation: (id, context) => (/^\d{1,10}$/.test(id) ? conversationOrNull(context, id) : Promise.resolve(null)),
  ChatMessage: async (id, context) => {
    if (!/^\d{1,10}$/.test(id)) return null;
    try {
      return await getMessage(context.api, id);
    } catch (error) {
      if (errorCodeOf(error) === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  },
};
