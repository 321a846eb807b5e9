import { errorCodeOf } from '../platform/errors/errors.ts';
import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';
import { clientById } from './api.ts';

export const clientNodes: NodeRegistry = {
  ApiClient: numericNode(async (id, context) => {
    try {
      return await clientById(context.api, id);
    } catch (error) {
      if (errorCodeOf(error) === 'NOT_FOUND') return null;
      throw error;
    }
  }),
};
