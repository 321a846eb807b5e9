import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSentData } from '../../src/datasources/ai.ts';
import { resolveThirdPartyConfig } from '../../src/datasources/thirdPartyConfig.ts';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { startStack, type Stack } from '../harness/stack.ts';
import { json, startStubServer, type StubServer } from '../harness/stubServer.ts';

// Subscription.assistantReply over server-sent events (POST /graphql/stream): one gateway whose AI
// provider is a stub streaming its tokens slowly, and the stack's own gateway on the knowledge base.

let stack: Stack;
let stub: StubServer;
let withProvider: RunningGateway;

beforeAll(async () => {
  stack = await startStack();
  stub = await startStubServer();
  const defaults = resolveThirdPartyConfig({ apiUrl: stack.upstream.url, jwtSecret: stack.jwtSecret, env: {} });
  withProvider = await startGateway({
    port: 0,
    host: '127.0.0.1',
    apiUrl: stack.upstream.url,
    jwtSecret: stack.jwtSecret,
    thirdParty: {
      ...defaults,
      ai: { baseUrl: `${stub.url}/v1`, apiKey: 'sk-stream-test', model: 'gpt-4o', timeoutMs: 5_000, retries: 0, retryDelayMs: 0 },
    },
  });
});
afterAll(async () => {
  await withProvider?.close();
  await stub?.close();
  await stack?.close();
});

const REPLY = `subscription ($input: AskAssistantInput!) {
  assistantReply(input: $input) {
    delta
    result { conversation { id messageCount } userMessage { text } reply { text sender } messageEdges { node { id } } }
  }
}`;

interface ReplyEvent {
  data?: {
    assistantReply: {
      delta: string | null;
      result: { conversation: { id: string; messageCount: number }; reply: { text: string; sender: string } } | null;
    };
  } | null;
  errors?: { message: string; extensions: { code: string } }[];
  /** Milliseconds after the request was sent. */
  at: number;
}

async function streamReply(
  baseUrl: string,
  input: Record<string, unknown>,
  token?: string,
  query = REPLY,
): Promise<{ status: number; events: ReplyEvent[] }> {
  const started = Date.now();
  const response = await fetch(`${baseUrl}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables: { input } }),
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream'))
    return { status: response.status, events: [{ ...((await response.json()) as object), at: 0 } as ReplyEvent] };
  const events: ReplyEvent[] = [];
  for await (const data of serverSentData(response.body!)) if (data) events.push({ ...JSON.parse(data), at: Date.now() - started });
  return { status: response.status, events };
}

/** An OpenAI-style stream: one `data:` chunk per token, `gapMs` apart, then [DONE]. */
function streamTokens(tokens: string[], gapMs: number, options: { failAfter?: number } = {}) {
  stub.handle(async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const [n, token] of tokens.entries()) {
      if (options.failAfter === n) return void res.destroy();
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: token } }] })}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    res.end('data: [DONE]\n\n');
  });
}

async function conversationCount(token: string): Promise<number> {
  const response = await stack.gql<{ assistantConversations: { edges: unknown[] } }>(
    '{ assistantConversations(first: 50) { edges { cursor } } }',
    {},
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.assistantConversations.edges.length;
}

describe('assistantReply streamed from an AI provider', () => {
  it('passes each token on as it arrives, then stores the whole reply', async () => {
    const tokens = ['A DSCR loan ', 'qualifies the ', 'property on ', 'its rent.'];
    streamTokens(tokens, 300);
    const token = await stack.tokenFor('LOAN_OFFICER');
    const { status, events } = await streamReply(withProvider.url, { message: 'What is a DSCR loan?' }, token);
    expect(status).toBe(200);

    const deltas = events.filter((e) => e.data?.assistantReply.delta);
    expect(deltas.map((e) => e.data!.assistantReply.delta)).toEqual(tokens);
    // The first words show long before the provider has finished (about 1.2 s of writing).
    expect(deltas[0]!.at).toBeLessThan(events.at(-1)!.at - 600);

    const last = events.at(-1)!.data!.assistantReply;
    expect(last.delta).toBeNull();
    expect(last.result!.reply).toEqual({ text: tokens.join('').trim(), sender: 'BOT' });
    expect(last.result!.conversation.messageCount).toBe(2);

    const sent = JSON.parse(stub.requests[0]!.body);
    expect(sent).toMatchObject({ model: 'gpt-4o', stream: true, max_tokens: 500, temperature: 0.7 });
    expect(stub.requests[0]!.headers.authorization).toBe('Bearer sk-stream-test');
  });

  it('ends with AI_UNAVAILABLE when the provider breaks off mid-reply, storing nothing', async () => {
    streamTokens(['Partial ', 'answer ', 'never finished'], 50, { failAfter: 2 });
    const token = await stack.tokenFor('ADMIN');
    const before = await conversationCount(token);
    const { events } = await streamReply(withProvider.url, { message: 'Tell me about jumbo loans' }, token);
    const last = events.at(-1)!;
    expect(last.errors).toEqual([
      expect.objectContaining({ message: 'Failed to get response from ChatGPT', extensions: { code: 'AI_UNAVAILABLE' } }),
    ]);
    expect(JSON.stringify(events)).not.toContain('sk-stream-test');
    expect(await conversationCount(token)).toBe(before);
  });

  it('stops at the overall request deadline like any request, storing nothing', async () => {
    // Same provider, a gateway whose deadline is 1.5 s; the provider would write for about 4 s.
    const defaults = resolveThirdPartyConfig({ apiUrl: stack.upstream.url, jwtSecret: stack.jwtSecret, env: {} });
    const ai = { baseUrl: `${stub.url}/v1`, apiKey: 'sk-stream-test', model: 'gpt-4o', timeoutMs: 30_000, retries: 0, retryDelayMs: 0 };
    const hurried = await startGateway({
      port: 0,
      host: '127.0.0.1',
      apiUrl: stack.upstream.url,
      jwtSecret: stack.jwtSecret,
      thirdParty: { ...defaults, ai },
      resilience: { deadlineMs: 1_500 },
    });
    try {
      streamTokens(
        Array.from({ length: 10 }, (_, n) => `word${n} `),
        400,
      );
      const token = await stack.tokenFor('LOAN_OFFICER');
      const before = await conversationCount(token);
      const { events } = await streamReply(hurried.url, { message: 'Explain every loan programme' }, token);
      const last = events.at(-1)!;
      expect(last.errors).toEqual([
        expect.objectContaining({
          message: 'The request took longer than 1.5 s and was stopped. Please try again.',
          extensions: { code: 'DEADLINE_EXCEEDED' },
        }),
      ]);
      expect(events.filter((e) => e.data?.assistantReply.delta).length).toBeGreaterThan(0);
      expect(last.at).toBeLessThan(3_000);
      expect(await conversationCount(token)).toBe(before);
    } finally {
      await hurried.close();
    }
  });

  it('takes a provider that ignores stream: true and answers one JSON completion', async () => {
    stub.handle((_req, res) => json(res, 200, { choices: [{ message: { role: 'assistant', content: 'Whole answer at once.' } }] }));
    const { events } = await streamReply(withProvider.url, { message: 'What is an FHA loan?' }, await stack.tokenFor('LOAN_OFFICER'));
    expect(events.map((e) => e.data?.assistantReply.delta ?? null)).toEqual(['Whole answer at once.', null]);
    expect(events.at(-1)!.data!.assistantReply.result!.reply.text).toBe('Whole answer at once.');
  });
});

describe('assistantReply on the built-in knowledge base', () => {
  it('sends the whole answer, naming its entry, as one piece; a follow-up reads the question before it', async () => {
    const token = await stack.tokenFor('ACCOUNT_EXECUTIVE');
    const first = await streamReply(stack.gateway.url, { message: 'What is a DSCR loan?' }, token);
    const [delta, done] = first.events;
    expect(first.events).toHaveLength(2);
    expect(delta!.data!.assistantReply.delta!.startsWith('From the Loan programme guide, "DSCR (debt service coverage ratio) loans"')).toBe(
      true,
    );
    expect(done!.data!.assistantReply.result!.reply.text).toBe(delta!.data!.assistantReply.delta);

    const conversationId = done!.data!.assistantReply.result!.conversation.id;
    const followUp = await streamReply(stack.gateway.url, { message: 'and for a condo?', conversationId }, token);
    const result = followUp.events.at(-1)!.data!.assistantReply.result!;
    expect(result.reply.text.startsWith('From the Loan programme guide, "Condominium (condo) financing"')).toBe(true);
    expect(result.conversation).toEqual({ id: conversationId, messageCount: 4 });
  });

  it("refuses a blank message, a stranger and someone else's conversation with the usual codes", async () => {
    const blank = await streamReply(stack.gateway.url, { message: '   ' }, await stack.tokenFor('LOAN_OFFICER'));
    expect(blank.events.at(-1)!.errors![0]).toMatchObject({ message: 'Please enter a message', extensions: { code: 'BAD_USER_INPUT' } });

    const anonymous = await streamReply(stack.gateway.url, { message: 'Hello' });
    expect(anonymous.events.at(-1)!.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');

    const mine = await streamReply(stack.gateway.url, { message: 'What is a VA loan?' }, await stack.tokenFor('LOAN_OFFICER'));
    const conversationId = mine.events.at(-1)!.data!.assistantReply.result!.conversation.id;
    const intrusion = await streamReply(stack.gateway.url, { message: 'Let me in', conversationId }, await stack.tokenFor('ADMIN'));
    expect(intrusion.events.at(-1)!.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it('serves only subscriptions: a query is sent back to /graphql', async () => {
    const { status, events } = await streamReply(stack.gateway.url, {}, await stack.tokenFor('ADMIN'), '{ assistantSuggestions }');
    expect(status).toBe(400);
    expect(events[0]!.errors![0]!.message).toMatch(/Only subscriptions/);
  });
});
