import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/platform/limits/limits.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useProductionGateway } from '../harness/productionGateway.ts';
import { useStack } from '../harness/signedIn.ts';

/*
 * Issue 19 §6: the same refusal, with the same code, on every transport (HTTP, server-sent events,
 * WebSocket); no "Did you mean" in production; oversize string arguments refused by the gateway
 * before any upstream call; a body the gateway cannot decode answered in JSON.
 */
const stack = useStack();
const OPERATOR_KEY = 'operator-key-for-tests';

const production = useProductionGateway(stack, { operatorKey: OPERATOR_KEY });

type Errors = { message: string; extensions: { code: string } }[];

const REPLY = 'subscription ($input: AskAssistantInput!) { assistantReply(input: $input) { delta } }';
const MISSPELT_FIELD = 'subscription { assistantReplyy(input: { message: "hi" }) { delta } }';
const MISSPELT_VARIABLE = { input: { mesage: 'hi' } };
const LENDER = 'query ($key: String!) { lender(idOrSlug: $key) { id } }';

async function overHttp(url: string, query: string, variables: Record<string, unknown> = {}, path = '/graphql') {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.officer}`, 'x-operator-key': OPERATOR_KEY },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, errors: ((await response.json()) as { errors?: Errors }).errors ?? [] };
}

const overStream = (url: string, query: string, variables: Record<string, unknown> = {}) =>
  overHttp(url, query, variables, '/graphql/stream');

/** The errors a WebSocket subscription is refused with; the operator key lets production take a document that is not the web app's. */
async function overSocket(url: string, query: string, variables: Record<string, unknown> = {}): Promise<Errors> {
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${stack.officer}`, 'x-operator-key': OPERATOR_KEY },
    retryAttempts: 0,
    onNonLazyError: () => undefined,
  });
  try {
    return await new Promise<Errors>((resolve, reject) => {
      client.subscribe(
        { query, variables },
        {
          next: () => reject(new Error('ran')),
          error: (error) => resolve(error as Errors),
          complete: () => reject(new Error('completed')),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** The distinct codes of a refusal (a bad variable may give one error per problem). */
const codes = (errors: Errors) => [...new Set(errors.map((error) => error.extensions.code))];

describe('errors over server-sent events and WebSocket', () => {
  it('answers a misspelt field as GRAPHQL_VALIDATION_FAILED, as HTTP does', async () => {
    const stream = await overStream(stack.gateway.url, MISSPELT_FIELD);
    expect(stream.status).toBe(400);
    expect(codes(stream.errors)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(stream.errors[0]!.message).toMatch(/Cannot query field "assistantReplyy"/);
    expect(codes(await overSocket(stack.gateway.url, MISSPELT_FIELD))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('answers bad variables as BAD_USER_INPUT, as HTTP does', async () => {
    const http = await overHttp(
      stack.gateway.url,
      'mutation ($input: AskAssistantInput!) { askAssistant(input: $input) { __typename } }',
      MISSPELT_VARIABLE,
    );
    expect(codes(http.errors)).toEqual(['BAD_USER_INPUT']);

    const stream = await overStream(stack.gateway.url, REPLY, MISSPELT_VARIABLE);
    expect(stream.status).toBe(400);
    expect(codes(stream.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stream.errors[0]!.message).toMatch(/Variable "\$input" got invalid value/);
    expect(codes((await overStream(stack.gateway.url, REPLY, {})).errors)).toEqual(['BAD_USER_INPUT']);

    const socket = await overSocket(stack.gateway.url, REPLY, MISSPELT_VARIABLE);
    expect(codes(socket)).toEqual(['BAD_USER_INPUT']);
    expect(socket[0]!.message).toMatch(/Variable "\$input" got invalid value/);
  });

  it('suggests nothing in production, operator key or not, on any transport', async () => {
    // Development keeps graphql-js's hints (they help whoever writes queries).
    expect((await overStream(stack.gateway.url, MISSPELT_FIELD)).errors[0]!.message).toMatch(/Did you mean/);

    const answers = [
      (await overHttp(production.url, '{ lenderz(first: 1) { totalCount } }')).errors,
      (
        await overHttp(
          production.url,
          'mutation ($input: AskAssistantInput!) { askAssistant(input: $input) { __typename } }',
          MISSPELT_VARIABLE,
        )
      ).errors,
      (await overStream(production.url, MISSPELT_FIELD)).errors,
      (await overStream(production.url, REPLY, MISSPELT_VARIABLE)).errors,
      await overSocket(production.url, MISSPELT_FIELD),
      await overSocket(production.url, REPLY, MISSPELT_VARIABLE),
    ];
    for (const errors of answers) {
      expect(errors.length).toBeGreaterThan(0);
      expect(codes(errors).every((code) => code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT')).toBe(true);
      for (const error of errors) expect(error.message).not.toMatch(/Did you mean/);
    }
  });
});

describe('oversize string arguments', () => {
  it('refuses a 20 KB lender slug with BAD_USER_INPUT before calling the API', async () => {
    const slug = 'a'.repeat(20_000);
    const before = stack.upstream.requests.length;
    const asVariable = await stack.gql(LENDER, { key: slug }, stack.officer);
    expect(asVariable.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
    expect(asVariable.errors![0]!.message).toBe(
      `Argument "idOrSlug" is too long: 20000 characters, the limit is ${LIMITS.maxArgumentLength}`,
    );
    const inline = await stack.gql(`{ lender(idOrSlug: "${slug}") { id } }`, {}, stack.officer);
    expect(inline.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
    expect(stack.upstream.requests.length).toBe(before);
  });

  it('takes a slug at the limit and an input string up to its own limit', async () => {
    const atLimit = await stack.gql(LENDER, { key: 'a'.repeat(LIMITS.maxArgumentLength) }, stack.officer);
    expect(atLimit.errors ?? []).toEqual([]);
    expect(atLimit.data).toEqual({ lender: null });
  });

  it('refuses an oversize string inside an input object, on HTTP and over server-sent events', async () => {
    const message = 'x'.repeat(LIMITS.maxInputStringLength + 1);
    const http = await overHttp(stack.gateway.url, 'mutation ($input: AskAssistantInput!) { askAssistant(input: $input) { __typename } }', {
      input: { message },
    });
    expect(codes(http.errors)).toEqual(['BAD_USER_INPUT']);
    expect(http.errors[0]!.message).toMatch(/^Argument "input" is too long/);
    const stream = await overStream(stack.gateway.url, REPLY, { input: { message } });
    expect(codes(stream.errors)).toEqual(['BAD_USER_INPUT']);
    expect(codes(await overSocket(stack.gateway.url, REPLY, { input: { message } }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('a body the gateway cannot decode', () => {
  const post = (headers: Record<string, string>, body: string | Uint8Array) =>
    fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('answers an unknown Content-Encoding with 415 in JSON', async () => {
    const response = await post({ 'content-encoding': 'zstd-x' }, '{"query":"{ __typename }"}');
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as { errors: Errors }).errors[0]!.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body that is not what its Content-Encoding says with 400 in JSON, on /graphql and /graphql/stream', async () => {
    for (const path of ['/graphql', '/graphql/stream']) {
      const response = await fetch(`${stack.gateway.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: '{"query":"{ __typename }"}',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { errors: Errors }).errors[0]!.extensions.code).toBe('BAD_REQUEST');
    }
  });

  it('still reads a real gzip body', async () => {
    const response = await post({ 'content-encoding': 'gzip' }, gzipSync('{"query":"{ __typename }"}'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
