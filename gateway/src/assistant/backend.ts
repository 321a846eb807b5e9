import type { AiDataSource } from '../datasources/ai.ts';
import { KnowledgeAssistant } from './knowledge/answer.ts';
import { completionMessages, type ChatTurn } from './prompt.ts';

/** Whatever writes the assistant's replies. */
export interface AssistantBackend {
  reply(history: readonly ChatTurn[], message: string): Promise<string>;
}

/** An OpenAI-compatible provider (AI_BASE_URL), given the conversation so far. */
export class ProviderAssistant implements AssistantBackend {
  constructor(private readonly ai: AiDataSource) {}

  reply(history: readonly ChatTurn[], message: string): Promise<string> {
    return this.ai.complete(completionMessages(history, message));
  }
}

// Indexed once per process: the corpus is fixed.
const knowledge = new KnowledgeAssistant();

/** The embedded default: retrieval over the portal's own guides; each question is answered on its own. */
export class KnowledgeBaseAssistant implements AssistantBackend {
  async reply(_history: readonly ChatTurn[], message: string): Promise<string> {
    return knowledge.answer(message).text;
  }
}

export function assistantBackend(ai: AiDataSource | null): AssistantBackend {
  return ai ? new ProviderAssistant(ai) : new KnowledgeBaseAssistant();
}
