import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT } from '../../src/assistant/prompt.ts';
import { resolveThirdPartyConfig } from '../../src/datasources/thirdPartyConfig.ts';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { json, startStubServer, type StubServer } from '../harness/stubServer.ts';
import { codesOf, type GraphQLResponse, type Stack, startStack } from '../harness/stack.ts';

// A second gateway on the same API whose CRM and AI provider are stub servers: what the gateway
// sends to an OpenAI-compatible provider, and how one failing service leaves the rest of a query intact.

const AI_KEY = 'sk-test-provider-key-4b1e';
const CRM_KEY = 'crm-test-key-93ad';
let stack: Stack;
let stub: StubServer;
let gateway: RunningGateway;

beforeAll(async () => {
  stack = await startStack();
  stub = await startStubServer();
  const defaults = resolveThirdPartyConfig({ apiUrl: stack.upstream.url, jwtSecret: stack.jwtSecret, env: {} });
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    apiUrl: stack.upstream.url,
    jwtSecret: stack.jwtSecret,
    thirdParty: {
      ...defaults,
      crm: { baseUrl: `${stub.url}/crm`, apiKey: CRM_KEY, timeoutMs: 300, retries: 1, retryDelayMs: 5, sandbox: false },
      ai: { baseUrl: `${stub.url}/v1`, apiKey: AI_KEY, model: 'gpt-4o', timeoutMs: 2_000, retries: 0, retryDelayMs: 0 },
    },
  });
});
afterAll(async () => {
  await gateway?.close();
  await stub?.close();
  await stack?.close();
});

async function gql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) } as GraphQLResponse<T>;
}

const ASK = `mutation ($input: AskAssistantInput!) { askAssistant(input: $input) { conversation { id messageCount } reply { text sender } } }`;
type Asked = { askAssistant: { conversation: { id: string; messageCount: number }; reply: { text: string; sender: string } } };
const aiRequests = () => stub.requests.filter((r) => r.url === '/v1/chat/completions');

describe('assistant with AI_BASE_URL pointing at a provider', () => {
  beforeEach(() => {
    let n = 0;
    stub.handle((req, res) => {
      if (req.url === '/v1/chat/completions')
        json(res, 200, { choices: [{ message: { role: 'assistant', content: `Provider answer ${++n}` } }] });
      else json(res, 503, {});
    });
  });

  it('sends model gpt-4o, max_tokens 500, temperature 0.7 and system + history + question, with the key', async () => {
    const token = await stack.tokenFor('LOAN_OFFICER');
    const first = await gql<Asked>(ASK, { input: { message: 'What is a DSCR loan?' } }, token);
    expect(first.data!.askAssistant.reply).toEqual({ text: 'Provider answer 1', sender: 'BOT' });
    const conversationId = first.data!.askAssistant.conversation.id;
    await gql<Asked>(ASK, { input: { message: '  And the minimum FICO?  ', conversationId } }, token);

    const [firstRequest, secondRequest] = aiRequests();
    expect(firstRequest!.headers.authorization).toBe(`Bearer ${AI_KEY}`);
    expect(JSON.parse(firstRequest!.body)).toEqual({
      model: 'gpt-4o',
      max_tokens: 500,
      temperature: 0.7,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: 'What is a DSCR loan?' },
      ],
    });
    expect(JSON.parse(secondRequest!.body).messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: 'What is a DSCR loan?' },
      { role: 'assistant', content: 'Provider answer 1' },
      { role: 'user', content: 'And the minimum FICO?' },
    ]);
    expect(SYSTEM_PROMPT).toMatch(/mortgage/i);
    expect(SYSTEM_PROMPT).toMatch(/LendHub/);
  });

  it('answers AI_UNAVAILABLE "Failed to get response from ChatGPT" when the provider fails, storing nothing', async () => {
    const token = await stack.tokenFor('ADMIN');
    const started = await gql<Asked>(ASK, { input: { message: 'Hello there, first question' } }, token);
    const conversationId = started.data!.askAssistant.conversation.id;

    stub.handle((_req, res) => json(res, 500, { error: { message: 'upstream exploded', key: AI_KEY } }));
    const failed = await gql<Asked>(ASK, { input: { message: 'Second question', conversationId } }, token);
    expect(failed.data).toBeNull();
    expect(failed.errors).toEqual([
      {
        message: 'Failed to get response from ChatGPT',
        path: ['askAssistant'],
        locations: expect.any(Array),
        extensions: { code: 'AI_UNAVAILABLE' },
      },
    ]);
    expect(JSON.stringify(failed)).not.toMatch(/upstream exploded|sk-test/);

    const after = await gql<{ conversation: { messageCount: number } }>(
      'query ($id: ID!) { conversation(id: $id) { messageCount } }',
      { id: conversationId },
      token,
    );
    expect(after.data!.conversation.messageCount).toBe(2);
  });
});

describe('a failing CRM in a query that also asks for the viewer', () => {
  it('returns the viewer and suggestions, a null dashboard and one CRM error on that field only', async () => {
    stub.handle((_req, res) => json(res, 503, { error: `down; key ${CRM_KEY}` }));
    const token = await stack.tokenFor('ADMIN');
    const response = await gql<{ viewer: { email: string }; assistantSuggestions: string[]; pipelineDashboard: null }>(
      '{ viewer { email } assistantSuggestions pipelineDashboard { statusCounts { total } } }',
      {},
      token,
    );
    expect(response.status).toBe(200);
    expect(response.data!.viewer).toEqual({ email: 'admin@lendhub.demo' });
    expect(response.data!.assistantSuggestions).toHaveLength(4);
    expect(response.data!.pipelineDashboard).toBeNull();
    expect(response.errors).toEqual([
      {
        message: 'Failed to load pipeline data. Please try again.',
        path: ['pipelineDashboard'],
        locations: expect.any(Array),
        extensions: { code: 'CRM_UNAVAILABLE' },
      },
    ]);
    expect(JSON.stringify(response)).not.toContain(CRM_KEY);
    // The pipelines read was retried once (a GET), then given up.
    expect(stub.requests.filter((r) => r.url.startsWith('/crm/pipelines'))).toHaveLength(2);
    expect(stub.requests[0]!.headers.authorization).toBe(`Bearer ${CRM_KEY}`);
  });

  it('keeps the property lookup (still on the sandbox) working meanwhile', async () => {
    const response = await gql<{ propertyLookup: { foreclosureStatus: string | null } | null }>(
      'query { propertyLookup(address: "88 Magnolia Ct, Charlotte, NC, 28203") { foreclosureStatus } }',
      {},
      await stack.tokenFor('LOAN_OFFICER'),
    );
    expect(codesOf(response)).toEqual([]);
    expect(response.data!.propertyLookup!.foreclosureStatus).toBe('In Foreclosure');
  });
});
