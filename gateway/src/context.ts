import type { GraphQLSchema } from 'graphql';
import type { Viewer } from './platform/auth/jwt.ts';
import type { GatewaySignIn } from './platform/auth/signInThrottle.ts';
import type { ApiDataSource } from './datasources/api.ts';
import type { EventBus, LiveEvent } from './platform/live/bus.ts';
import type { ThirdPartyDataSources } from './datasources/thirdPartySources.ts';
import type { Loaders } from './loaders.ts';
import type { RequestRecord } from './platform/observability/requestRecord.ts';
import type { CallerClient } from './clients/types.ts';

export type { Viewer } from './platform/auth/jwt.ts';

/** Built fresh for every GraphQL request (platform/graphql/contexts.ts). */
export interface GatewayContext {
  /** The caller's token, only when it verified; forwarded to the API. */
  token: string | null;
  /** The verified caller, or null when no valid token was sent. */
  viewer: Viewer | null;
  api: ApiDataSource;
  loaders: Loaders;
  /** Forgets a token the API just revoked, so this gateway refuses it at once (not after the session cache's TTL). */
  forgetToken(token: string): void;
  /** After a password change: every gateway checks its open sockets of this user again and closes those the API now refuses. */
  forgetUser(userId: number): void;
  /** After a user's profile was saved: every gateway stops answering `viewer` from the profile its session check kept. */
  forgetProfile(userId: number): void;
  /** CRM, property data and AI provider for this request (docs/third-party.md). */
  thirdParty: ThirdPartyDataSources;
  /** The subscription event bus (platform/live/bus.ts): live subscriptions listen on it. */
  events: EventBus;
  /**
   * Tells every gateway's subscribers that something changed (after a write). Never fails the
   * operation: a Redis outage is logged, the write stands.
   */
  publish(event: LiveEvent): void;
  /** Set on a subscription's long-lived context: fresh API source, loaders and deadline before each event. */
  renew?: () => void;
  /** What this request did, for its access-log line and metrics (platform/observability/requestRecord.ts). */
  record?: RequestRecord;
  /** Which client sent this request (docs/api-clients.md "API clients for internal tools"); absent in unit tests and on sockets. */
  client?: CallerClient;
  /** After a change to an API client: every gateway forgets what it knew about client keys. */
  forgetApiClients?: () => void;
  /** The schema, to validate a client's documents when they are published. */
  schema?: GraphQLSchema;
  /** The gateway's failed sign-in throttle for this request (absent in unit tests). */
  signIn?: GatewaySignIn;
}
