import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveSubscription<T> {
  /** The next event (rejects when the subscription ends or fails before one arrives). */
  next(): Promise<FormattedExecutionResult<T, unknown>>;
  /** How the socket closed, once it did. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** A graphql-ws client on `<gatewayUrl>/graphql`, subscribed to one operation; no retry (tests see each close). */
export function subscribe<T = Record<string, unknown>>(
  gatewayUrl: string,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
  extraConnectionParams: Record<string, string> = {},
): LiveSubscription<T> {
  let onClosed: (event: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const client: Client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraConnectionParams },
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => onClosed(event as { code: number; reason: string }) },
  });
  const iterator = client.iterate<T>({ query, ...(variables ? { variables } : {}) });
  return {
    next: async () => {
      const result = await iterator.next();
      if (result.done) throw new Error('the subscription ended without an event');
      return result.value;
    },
    closed,
    close: async () => {
      await iterator.return?.();
      await client.dispose();
    },
  };
}

/** The subscription reaches the bus (and Redis) a moment after the socket opens. */
export const subscriptionSettles = () => new Promise((resolve) => setTimeout(resolve, 300));
