import type { AiDataSource } from '../datasources/ai.ts';
import { KnowledgeAssistant } from './knowledge/answer.ts';
import { completionMessages, type ChatTurn } from './prompt.ts';

/** Whatever writes the assistant's replies. */
export interface AssistantBackend {
  /** The whole reply (askAssistant). */
  reply(history: readonly ChatTurn[], message: string): Promise<string>;
  /** The reply in pieces, in order: the provider's tokens as they arrive, or the whole answer at once. */
  stream(history: readonly ChatTurn[], message: string): AsyncIterable<string>;
}

/** An OpenAI-compatible provider (AI_BASE_URL), given the conversation so far. */
export class ProviderAssistant implements AssistantBackend {
  constructor(private readonly ai: AiDataSource) {}

  reply(history: readonly ChatTurn[], message: string): Promise<string> {
    return this.ai.complete(completionMessages(history, message));
  }

  stream(history: readonly ChatTurn[], message: string): AsyncIterable<string> {
    return this.ai.stream(completionMessages(history, message));
  }
}

// Indexed once per process: the corpus is fixed.
const knowledge = new KnowledgeAssistant();

/** The embedded default: retrieval over the portal's own guides, the earlier question read with a follow-up. */
export class KnowledgeBaseAssistant implements AssistantBackend {
  async reply(history: readonly ChatTurn[], message: string): Promise<string> {
    const previousQuestion = history.findLast((turn) => turn.sender === 'user')?.text;
    return knowledge.answer(message, previousQuestion).text;
  }

  /** Answers at once: the whole answer is the one piece. */
  async *stream(history: readonly ChatTurn[], message: string): AsyncGenerator<string> {
    yield await this.reply(history, message);
  }
}

export function assistantBackend(ai: AiDataSource | null): AssistantBackend {
  return ai ? new ProviderAssistant(ai) : new KnowledgeBaseAssistant();
}
