import { z } from 'zod';
import { ThirdPartyRest, UpstreamError } from './third-party.ts';
import type { AiEndpoint } from './third-party-config.ts';
import { thirdPartyError } from './third-party-errors.ts';

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Spec §7/§9: 500 tokens, temperature 0.7. */
export const COMPLETION_SETTINGS = { max_tokens: 500, temperature: 0.7 } as const;

const completionResponse = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

/**
 * An OpenAI-compatible chat completions endpoint (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`):
 * `POST {AI_BASE_URL}/chat/completions`, reply read from `choices[0].message.content`. Never retried
 * (slow, billed, not repeatable); any failure is AI_UNAVAILABLE 'Failed to get response from ChatGPT'.
 */
export class AiDataSource {
  private readonly rest: ThirdPartyRest;

  constructor(private readonly endpoint: AiEndpoint) {
    this.rest = new ThirdPartyRest('AI', endpoint);
  }

  async complete(messages: ChatCompletionMessage[]): Promise<string> {
    let body: unknown;
    try {
      body = await this.rest.call(
        'chat/completions',
        { method: 'POST', body: { model: this.endpoint.model, messages, ...COMPLETION_SETTINGS } },
        { idempotent: false },
      );
    } catch (error) {
      if (error instanceof UpstreamError) throw thirdPartyError('AI_UNAVAILABLE');
      throw error;
    }
    const parsed = completionResponse.safeParse(body);
    const content = parsed.success ? parsed.data.choices[0]!.message.content?.trim() : undefined;
    if (!content) {
      console.warn('[gateway] AI chat completion answered without choices[0].message.content');
      throw thirdPartyError('AI_UNAVAILABLE');
    }
    return content;
  }
}
