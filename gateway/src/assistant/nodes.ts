import { orNullWhenNotFound } from '../platform/dataloaders/orNull.ts';
import { numericNode, type NodeRegistry } from '../platform/relay/node.ts';
import { getMessage } from './api.ts';
import { conversationOrNull } from './queries.ts';

export const assistantNodes: NodeRegistry = {
  Conversation: numericNode((id, context) => conversationOrNull(context, id)),
  ChatMessage: numericNode((id, context) => orNullWhenNotFound(getMessage(context.api, id))),
};
