import type http from 'node:http';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerToken, type TokenVerifier, type Viewer } from '../auth/jwt.ts';
import type { GatewayContext } from '../../context.ts';
import { formatError } from '../errors/formatError.ts';
import { OPERATOR_KEY_HEADER, TRUSTED_DOCUMENT_ERRORS, type TrustedDocumentRefusal } from '../limits/trustedDocuments.ts';
import type { Logger } from '../observability/log.ts';
import { prepareSubscription, type ErrorFormatter } from './prepareSubscription.ts';
import { CLOSE_SERVICE_RESTART, CLOSE_UNAUTHORIZED, type SocketGuard } from './socketGuard.ts';

export { CLOSE_SERVICE_RESTART, CLOSE_UNAUTHORIZED } from './socketGuard.ts';

interface ConnectionState {
  token: string;
  viewer: Viewer;
  expiry?: NodeJS.Timeout;
}
type Extra = { socket: WebSocket; request: http.IncomingMessage; state?: ConnectionState };

export interface SubscriptionServerOptions {
  httpServer: http.Server;
  schema: GraphQLSchema;
  verify: TokenVerifier;
  /** Null when the document may run; else why not (trusted documents in production). */
  trust(query: string, presentedOperatorKey: unknown): TrustedDocumentRefusal | null;
  /** A long-lived context for one subscription (its `renew` refreshes it before each event). */
  contextFor(token: string, viewer: Viewer, ip: string | undefined): GatewayContext;
  /** Rate limits, caps and revoked sessions (socketGuard.ts). */
  guard: SocketGuard;
  /** The client's address as HTTP's `req.ip` gives it (TRUST_PROXY). */
  addressOf(request: http.IncomingMessage): string | undefined;
  logger: Logger;
  /** How errors reach the client (production: without "Did you mean" suggestions); default formatError. */
  formatError?: ErrorFormatter;
}

export interface SubscriptionServer {
  /** Open sockets. */
  connections(): number;
  /** Closes every socket with 1012 (clients reconnect, through the balancer, to another gateway) and stops accepting. */
  close(): Promise<void>;
}

function formatted(result: ExecutionResult, format: ErrorFormatter): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => format(error.toJSON(), error) as GraphQLError) };
}

/**
 * GraphQL subscriptions over WebSocket at /graphql (the graphql-transport-ws protocol, graphql-ws's
 * `useServer`). The token travels in `connectionParams.authorization` ("Bearer …" or the bare token)
 * and is checked on connect: none or an invalid one closes the socket with 4401, and the socket is
 * closed with 4401 when the token expires. Only subscriptions are served here, under the same
 * validation rules (depth, aliases…) as /graphql; queries and mutations stay on HTTP.
 */
export function attachSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const wss = new WebSocketServer({ server: options.httpServer, path: '/graphql' });
  const format = options.formatError ?? formatError;
  const unauthorized = (socket: WebSocket, reason: string) => socket.close(CLOSE_UNAUTHORIZED, reason);

  useServer<Record<string, unknown> | undefined, Extra>(
    {
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx: Context<Record<string, unknown> | undefined, Extra>) => {
        const raw = ctx.connectionParams?.['authorization'];
        const given = typeof raw === 'string' ? (bearerToken(raw) ?? raw.trim()) : '';
        if (!(await options.guard.admitConnection(ctx.extra.socket, given, options.addressOf(ctx.extra.request)))) return false;
        const viewer = given ? await options.verify(given) : null;
        if (!viewer) {
          unauthorized(ctx.extra.socket, given ? 'Token invalid or expired' : 'Sign in first: send connectionParams.authorization');
          return false;
        }
        const state: ConnectionState = { token: given, viewer };
        const exp = decodeJwt(given).exp;
        if (typeof exp === 'number') {
          const left = exp * 1000 - Date.now();
          // setTimeout holds at most ~24.8 days; a longer token is checked again on reconnect.
          state.expiry = setTimeout(() => unauthorized(ctx.extra.socket, 'Token expired'), Math.min(Math.max(left, 0), 2 ** 31 - 1));
          state.expiry.unref();
        }
        ctx.extra.state = state;
        return options.guard.register(ctx.extra.socket, given, viewer.userId);
      },
      onClose: (ctx) => {
        clearTimeout(ctx.extra.state?.expiry);
        options.guard.forget(ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const state = ctx.extra.state;
        if (!state) return [new GraphQLError('Not connected', { extensions: { code: 'UNAUTHENTICATED' } })];
        const address = options.addressOf(ctx.extra.request);
        const refused = await options.guard.admitSubscription(
          ctx.extra.socket,
          state.token,
          address,
          Object.keys(ctx.subscriptions).length,
        );
        if (refused) return refused;
        const refusal = options.trust(payload.query, ctx.connectionParams?.[OPERATOR_KEY_HEADER]);
        if (refusal) {
          const { code, message } = TRUSTED_DOCUMENT_ERRORS[refusal];
          return [new GraphQLError(message, { extensions: { code } })];
        }
        const prepared = prepareSubscription(
          options.schema,
          payload.query,
          payload.variables,
          payload.operationName ?? undefined,
          'Only subscriptions are served over WebSocket; send queries and mutations to POST /graphql',
        );
        if ('errors' in prepared) return prepared.errors;
        return {
          schema: options.schema,
          document: prepared.document,
          variableValues: prepared.variables,
          operationName: payload.operationName,
          contextValue: options.contextFor(state.token, state.viewer, address),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => formatted(result as ExecutionResult, format),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => format(error.toJSON(), error) as GraphQLError),
    },
    wss,
  );

  wss.on('error', (error) => options.logger.error({ event: 'websocket_error', error: error.message }, 'WebSocket server error'));

  return {
    connections: () => wss.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.close(CLOSE_SERVICE_RESTART, 'Server restarting: reconnect');
        wss.close(() => resolve());
      }),
  };
}
