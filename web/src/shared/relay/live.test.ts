import type { Client, Sink } from 'graphql-ws';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { createLiveSubscribeFunction, type LiveOptions } from './live';

/** The subscribe function's observable (Relay types it as observable-or-disposable). */
const observe = (client: Client, variables: Record<string, unknown>, options?: Pick<LiveOptions, 'onErrorCodes'>) =>
  createLiveSubscribeFunction(client, options)(params, variables, {}) as Observable<GraphQLResponse>;

/** A graphql-ws client stand-in that records the request and hands the test its sink. */
function fakeClient() {
  const calls: { payload: unknown; sink: Sink; disposed: boolean }[] = [];
  const client = {
    subscribe: (payload: unknown, sink: Sink) => {
      const call = { payload, sink, disposed: false };
      calls.push(call);
      return () => void (call.disposed = true);
    },
  } as unknown as Client;
  return { client, calls };
}

const params = {
  name: 'PostLive',
  text: 'subscription PostLive { postActivity(postId: "x") { id } }',
  operationKind: 'subscription',
} as unknown as RequestParameters;

describe('createLiveSubscribeFunction', () => {
  it('subscribes with the operation, passes results on and disposes on unsubscribe', () => {
    const { client, calls } = fakeClient();
    const next = vi.fn();
    const subscription = observe(client, { a: 1 }).subscribe({ next });
    expect(calls[0]!.payload).toEqual({ query: params.text, variables: { a: 1 }, operationName: 'PostLive' });
    calls[0]!.sink.next({ data: { postActivity: { id: 'x' } } });
    expect(next).toHaveBeenCalledWith({ data: { postActivity: { id: 'x' } } });
    subscription.unsubscribe();
    expect(calls[0]!.disposed).toBe(true);
  });

  it('fails with the server message when a result has errors and no data, and reports the codes', () => {
    const { client, calls } = fakeClient();
    const onErrorCodes = vi.fn();
    const error = vi.fn();
    observe(client, {}, { onErrorCodes }).subscribe({ error });
    calls[0]!.sink.next({ errors: [{ message: 'Ticket not found', extensions: { code: 'NOT_FOUND' } }] } as never);
    expect(onErrorCodes).toHaveBeenCalledWith(['NOT_FOUND']);
    expect(String(error.mock.calls[0]![0])).toContain('Ticket not found');
  });

  it('turns a close event into an error naming its code', () => {
    const { client, calls } = fakeClient();
    const error = vi.fn();
    observe(client, {}).subscribe({ error });
    calls[0]!.sink.error({ code: 4401, reason: 'Token expired' });
    expect(String(error.mock.calls[0]![0])).toContain('4401');
  });
});
