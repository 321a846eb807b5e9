import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiDataSource } from '../../src/datasources/ai.ts';
import { after, json, startStubServer, type StubServer } from '../harness/stubServer.ts';
import { endpoint, failureOf, TEST_KEY } from '../harness/thirdParty.ts';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const ai = (overrides = {}) => new AiDataSource({ ...endpoint(`${stub.url}/v1`, { retries: 0, ...overrides }), model: 'gpt-4o' });
const completion = (content: unknown) => ({
  id: 'cmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content } }],
});
const messages = [
  { role: 'system' as const, content: 'You are a helpful mortgage assistant.' },
  { role: 'user' as const, content: 'What is DSCR?' },
];

describe('AiDataSource against a stub OpenAI-compatible server', () => {
  beforeEach(() => stub.handle((_req, res) => json(res, 200, completion('  DSCR is rent over PITIA.  '))));

  it('posts model, messages, max_tokens 500 and temperature 0.7 to /chat/completions and reads choices[0].message.content', async () => {
    expect(await ai().complete(messages)).toBe('DSCR is rent over PITIA.');
    const [request] = stub.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(JSON.parse(request!.body)).toEqual({ model: 'gpt-4o', messages, max_tokens: 500, temperature: 0.7 });
  });

  it('sends no Authorization header when no key is configured (local servers)', async () => {
    await ai({ apiKey: '' }).complete(messages);
    expect(stub.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('never retries a completion: one 500 is AI_UNAVAILABLE', async () => {
    stub.handle((_req, res) => json(res, 500, { error: { message: 'secret-upstream-detail' } }));
    const failure = await failureOf(ai({ retries: 3 }).complete(messages));
    expect(failure).toMatchObject({ code: 'AI_UNAVAILABLE', message: 'Failed to get response from ChatGPT' });
    expect(JSON.stringify(failure)).not.toContain('secret-upstream-detail');
    expect(stub.requests).toHaveLength(1);
  });

  it('maps 401 and 429 to AI_UNAVAILABLE too', async () => {
    stub.handle((_req, res) => json(res, 401, {}));
    expect((await failureOf(ai().complete(messages))).code).toBe('AI_UNAVAILABLE');
    stub.handle((_req, res) => json(res, 429, {}));
    expect((await failureOf(ai().complete(messages))).code).toBe('AI_UNAVAILABLE');
  });

  it('times out', async () => {
    stub.handle((_req, res) => after(800, () => json(res, 200, completion('late'))));
    expect((await failureOf(ai({ timeoutMs: 100 }).complete(messages))).code).toBe('AI_UNAVAILABLE');
  });

  it.each([
    ['no choices', { choices: [] }],
    ['empty content', completion('   ')],
    ['null content', completion(null)],
    ['a string body', 'hello'],
  ])('reports %s as AI_UNAVAILABLE', async (_name, body) => {
    stub.handle((_req, res) => json(res, 200, body));
    expect((await failureOf(ai().complete(messages))).code).toBe('AI_UNAVAILABLE');
  });
});
