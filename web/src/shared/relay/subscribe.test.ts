import { describe, expect, it } from 'vitest';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { createSubscribeFunction } from './subscribe';
import { GraphQLRequestError } from './graphqlError';

const PARAMS = {
  id: 'doc-1',
  text: 'subscription Reply { assistantReply(input: {message: "hi"}) { delta } }',
  name: 'Reply',
  operationKind: 'subscription',
  cacheID: 'x',
  metadata: {},
} as unknown as RequestParameters;

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** A fetch that answers every call with `response` and remembers what it was sent. */
function fetchAnswering(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Everything the subscription hands Relay: its results, then how it ended. */
function run(fetch: typeof globalThis.fetch, onErrorCodes?: (codes: string[]) => void) {
  const subscribe = createSubscribeFunction({
    fetch,
    storage: { getItem: () => 'the-token', setItem: () => undefined, removeItem: () => undefined },
    sendDocumentIds: true,
    ...(onErrorCodes ? { onErrorCodes } : {}),
  });
  const results: unknown[] = [];
  return new Promise<{ results: unknown[]; error?: unknown }>((resolve) => {
    (subscribe(PARAMS, { input: { message: 'hi' } }, {}) as Observable<GraphQLResponse>).subscribe({
      next: (result: GraphQLResponse) => void results.push(result),
      error: (error: unknown) => resolve({ results, error }),
      complete: () => resolve({ results }),
    });
  });
}

const sse = (body: ReadableStream<Uint8Array>) => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });

describe('subscriptions over server-sent events', () => {
  it('posts the document id with the bearer token and passes on each result, events split across chunks', async () => {
    const { fetch, calls } = fetchAnswering(() =>
      sse(
        streamOf(
          ':\n\n',
          'event: next\nda',
          'ta: {"data":{"assistantReply":{"delta":"A "}}}\n',
          '\nevent: next\r\ndata: {"data":{"assistantReply":{"delta":"B"}}}\r\n\r\nevent: complete\ndata:\n\n',
        ),
      ),
    );
    const { results, error } = await run(fetch);
    expect(error).toBeUndefined();
    expect(results).toEqual([{ data: { assistantReply: { delta: 'A ' } } }, { data: { assistantReply: { delta: 'B' } } }]);
    expect(calls[0]!.url).toBe('/graphql/stream');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      documentId: 'doc-1',
      variables: { input: { message: 'hi' } },
      operationName: 'Reply',
    });
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer the-token');
  });

  it("fails with the server's error when a result has errors and no data, reporting its codes", async () => {
    const codes: string[][] = [];
    const { fetch } = fetchAnswering(() =>
      sse(
        streamOf(
          'event: next\ndata: {"data":null,"errors":[{"message":"Failed to get response from ChatGPT","extensions":{"code":"AI_UNAVAILABLE"}}]}\n\nevent: complete\ndata:\n\n',
        ),
      ),
    );
    const { error } = await run(fetch, (found) => codes.push(found));
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('AI_UNAVAILABLE');
    expect((error as GraphQLRequestError).message).toBe('Failed to get response from ChatGPT');
    expect(codes).toContainEqual(['AI_UNAVAILABLE']);
  });

  it('turns a refused request (400 with errors in JSON) into that GraphQL error', async () => {
    const { fetch } = fetchAnswering(
      () =>
        new Response(
          JSON.stringify({ errors: [{ message: 'Variable "$input" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }] }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { error } = await run(fetch);
    expect((error as GraphQLRequestError).code).toBe('BAD_USER_INPUT');
  });
});
