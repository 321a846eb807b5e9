import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { log } from '../platform/observability/log.ts';
import { ThirdPartyRest, UpstreamError } from './thirdPartyRest.ts';
import { GraphQLError } from 'graphql';
import {
  DEADLINE_EXCEEDED,
  deadlineExceeded,
  guardedCall,
  isBrokenCircuitError,
  type UpstreamGuard,
} from '../platform/resilience/upstreamGuard.ts';
import type { AiEndpoint } from './thirdPartyConfig.ts';
import { thirdPartyError } from './thirdPartyErrors.ts';

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

  constructor(
    private readonly endpoint: AiEndpoint,
    private readonly guard?: UpstreamGuard,
  ) {
    this.rest = new ThirdPartyRest('AI', endpoint, guard);
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
      log.warn({ event: 'upstream_malformed', service: 'ai' }, 'AI chat completion answered without choices[0].message.content');
      throw thirdPartyError('AI_UNAVAILABLE');
    }
    return content;
  }

  /**
   * The same completion with `stream: true`: yields the reply's pieces as the provider sends them
   * (server-sent `data: {choices:[{delta:{content}}]}` lines up to `data: [DONE]`). The timeout covers
   * the whole exchange, and so does the operation's deadline (a stream is one request like any other:
   * DEADLINE_EXCEEDED when it passes, also mid-reply); any other failure is AI_UNAVAILABLE. Never retried.
   */
  async *stream(messages: ChatCompletionMessage[]): AsyncGenerator<string> {
    const url = `${this.endpoint.baseUrl.replace(/\/$/, '')}/chat/completions`;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (this.endpoint.apiKey) headers['authorization'] = `Bearer ${this.endpoint.apiKey}`;
    let produced = false;
    const deadline = this.guard?.deadline;
    const started = performance.now();
    try {
      // Opening the stream is one guarded call (deadline, the AI breaker, upstream metrics); the signal it
      // hands to fetch keeps covering the body, so the timeout and the deadline also stop a reply mid-way.
      const response = await guardedCall(this.guard, this.endpoint.timeoutMs, async (signal) => {
        const answer = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: this.endpoint.model, messages, ...COMPLETION_SETTINGS, stream: true }),
          signal,
        });
        if (!answer.ok || !answer.body) {
          await answer.body?.cancel();
          throw new UpstreamError('AI', { kind: 'http', status: answer.status });
        }
        return answer;
      });
      // A server that ignores `stream: true` answers one JSON completion: that is the whole reply.
      if (!response.headers.get('content-type')?.includes('text/event-stream')) {
        const whole = completionResponse.safeParse(await response.json());
        const content = whole.success ? whole.data.choices[0]!.message.content?.trim() : undefined;
        if (!content) throw new UpstreamError('AI', { kind: 'malformed' });
        yield content;
        return;
      }
      for await (const data of serverSentData(response.body!)) {
        if (data === '[DONE]') break;
        const delta = streamChunk.safeParse(safeJson(data));
        if (!delta.success) throw new UpstreamError('AI', { kind: 'malformed' });
        const content = delta.data.choices[0]?.delta.content;
        if (content) {
          produced = true;
          yield content;
        }
      }
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === DEADLINE_EXCEEDED) throw error;
      if (this.guard && deadline?.aborted) {
        this.guard.record('deadline', performance.now() - started);
        throw deadlineExceeded(this.guard.deadlineMs);
      }
      const kind =
        error instanceof UpstreamError
          ? error.message
          : isBrokenCircuitError(error)
            ? 'circuit_open'
            : ((error as { name?: string }).name ?? 'network');
      log.warn(
        { event: 'upstream_failure', service: 'ai', method: 'POST', path: 'chat/completions', stream: true, failure: kind },
        'AI stream failed',
      );
      throw thirdPartyError('AI_UNAVAILABLE');
    }
    if (!produced) {
      log.warn({ event: 'upstream_malformed', service: 'ai', stream: true }, 'AI chat completion stream ended without content');
      throw thirdPartyError('AI_UNAVAILABLE');
    }
  }
}

const streamChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).default({}) })),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The `data:` payloads of a server-sent event stream, one per event (multi-line data joined by newlines),
 * parsed by eventsource-parser (comments, `id:`/`retry:` fields, CR/LF variants and split chunks as the
 * specification says). An event the stream ends in the middle of, with no blank line after it, is kept.
 */
export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const pending: string[] = [];
  const parser = createParser({ onEvent: (event) => void pending.push(event.data) });
  const decoder = new TextDecoder();
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    yield* pending.splice(0);
  }
  // A last event without its blank line: the blank line ends it (the provider closed the stream).
  parser.feed('\n\n');
  yield* pending.splice(0);
}
