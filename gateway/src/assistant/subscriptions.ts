import type { GatewayContext } from '../context.ts';
import type { AskAssistantInput, SubscriptionResolvers } from '../generated/resolvers.ts';
import { prepareQuestion, storeExchange, type AskedPayload } from './mutations.ts';

type ReplyEvent = { delta: string; result: null } | { delta: null; result: AskedPayload } | { failure: unknown };

/**
 * askAssistant as a stream of events: each piece of the reply as it is written, then the stored
 * exchange. A failure (before or during the reply) ends the stream with that error as its last event.
 */
async function* replyEvents(input: AskAssistantInput, context: GatewayContext): AsyncGenerator<ReplyEvent> {
  try {
    const question = await prepareQuestion(input, context);
    let text = '';
    for await (const delta of question.backend.stream(question.history, question.message)) {
      text += delta;
      yield { delta, result: null };
    }
    yield { delta: null, result: await storeExchange(question, text.trim(), context) };
  } catch (failure) {
    yield { failure };
  }
}

export const assistantSubscriptions: SubscriptionResolvers = {
  assistantReply: {
    subscribe: (_parent, args, context) => replyEvents(args.input, context),
    // An event carrying a failure becomes that field's GraphQL error (the event's data is null).
    resolve: (event: ReplyEvent) => {
      if ('failure' in event) throw event.failure;
      return event;
    },
  },
};
