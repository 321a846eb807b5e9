import type { SharedReads } from '../../datasources/sharedReads.ts';
import type { Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { SignInThrottle } from '@lendhub/server-kit/sign-in-throttle';
import type { ClientDirectory } from '../../clients/directory.ts';
import { callerClientOf } from '../../clients/identity.ts';
import type { GatewayContext } from '../../context.ts';
import { ApiDataSource } from '../../datasources/api.ts';
import type { ThirdPartyConfig } from '../../datasources/thirdPartyConfig.ts';
import { createThirdPartyDataSources } from '../../datasources/thirdPartySources.ts';
import { createLoaders } from '../../loaders.ts';
import { bearerToken, type Viewer } from '../auth/jwt.ts';
import type { SessionVerifier } from '../auth/sessions.ts';
import type { GatewaySignIn } from '../auth/signInThrottle.ts';
import type { EventBus, LiveEvent } from '../live/bus.ts';
import type { Logger } from '../observability/log.ts';
import { recordOf } from '../observability/requestRecord.ts';
import type { OperationGuards } from '../resilience/observedUpstreams.ts';

export interface ContextDeps {
  apiUrl: string;
  /** Marks the gateway's own calls to the API (gatewayCallKey). */
  gatewayKey: string;
  thirdParty: ThirdPartyConfig;
  sessions: SessionVerifier;
  signInThrottle: SignInThrottle;
  events: EventBus;
  publish(event: LiveEvent): void;
  /** A new operation's upstream guards (observedUpstreams). */
  guardsFor(record?: GatewayContext['record']): OperationGuards;
  clientDirectory: ClientDirectory;
  /** Public reads shared by every caller for a few seconds (datasources/sharedReads.ts). */
  sharedReads: SharedReads;
  schema: GraphQLSchema;
  logger: Logger;
}

/**
 * How each operation's context is made. `forOperation`: the caller's token (only once verified; an invalid
 * or expired token is neither trusted nor forwarded), an API source under the operation's deadline, fresh
 * loaders; its `renew` gives a new deadline and loaders (a subscription's context, before each event).
 * `forRequest`: the same for an HTTP request, its token verified, with its access record and API client.
 */
export function gatewayContexts(deps: ContextDeps) {
  const { sessions, logger } = deps;
  const forOperation = (
    presented: string | null,
    viewer: Viewer | null,
    ip: string | undefined,
    record?: GatewayContext['record'],
  ): GatewayContext => {
    const token = viewer ? presented : null;
    const signIn: GatewaySignIn = {
      throttle: deps.signInThrottle,
      address: ip ?? 'unknown',
      // Logged here; counted in /metrics by the GraphQL observer, once, from the refusal it answers.
      onEvent: (event) => {
        logger.warn({ event, ip }, event === 'sign_in_throttled' ? 'sign-in refused: too many failures' : 'sign-in failed');
      },
    };
    const context = {
      token,
      viewer,
      events: deps.events,
      publish: deps.publish,
      forgetToken: sessions.forget,
      forgetUser: sessions.forgetUser,
      forgetProfile: sessions.forgetProfile,
      signIn,
      ...(record ? { record } : {}),
    } as GatewayContext;
    const equip = () => {
      // The operation's deadline starts now; every upstream attempt is counted, timed and guarded.
      const guard = deps.guardsFor(record);
      const api = new ApiDataSource(deps.apiUrl, token, guard('api'), ip, deps.gatewayKey, record?.requestId, deps.sharedReads);
      const loaders = createLoaders(api);
      // The viewer's own profile came with the session check: `viewer` (the feed's composer, the top bar) costs no call.
      const profile = viewer ? sessions.profileOf(viewer.userId) : undefined;
      if (profile) loaders.userById.prime(profile.userId, profile);
      Object.assign(context, { api, loaders, thirdParty: createThirdPartyDataSources(deps.thirdParty, guard) });
    };
    equip();
    context.renew = equip;
    return context;
  };

  const forRequest = async ({ req, res }: { req: Request; res: Response }): Promise<GatewayContext> => {
    const presented = bearerToken(req.headers.authorization);
    const client = callerClientOf(res);
    // A registered client's token is checked with the API on every request, not taken from this gateway's session
    // answers: a rotation or revocation through another gateway then applies from the next request on, not when
    // that gateway's announcement (Redis) arrives — `viewer` would otherwise be answered from the cached profile.
    const verify = client?.registered ? sessions.verifyNow : sessions.verify;
    const viewer = presented ? await verify(presented) : null;
    const record = recordOf(res.locals);
    if (viewer) record.userId = viewer.userId;
    return Object.assign(forOperation(presented, viewer, req.ip, record), {
      ...(client ? { client } : {}),
      forgetApiClients: () => deps.clientDirectory.forgetAll(),
      schema: deps.schema,
    });
  };
  return { forOperation, forRequest };
}
