import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { crmSandboxRouter } from './crm/routes.ts';
import type { RateLimit } from './guard.ts';
import { sandboxApiKey } from '@lendhub/server-kit/sandbox-key';
import { propertySandboxRouter } from './property/routes.ts';

export interface SandboxOptions {
  apiKey: string;
  rateLimit: RateLimit;
  crm: boolean;
  property: boolean;
}

const DEFAULT_REQUESTS_PER_MINUTE = 300;

/**
 * What to serve, from the environment: each sandbox runs unless its real service is configured
 * (`CRM_BASE_URL`, `PROPERTY_BASE_URL`); `SANDBOX_RATE_LIMIT` sets requests per minute per key.
 */
export function sandboxOptionsFromEnv(jwtSecret: string, env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const perMinute = env.SANDBOX_RATE_LIMIT ? Number(env.SANDBOX_RATE_LIMIT) : DEFAULT_REQUESTS_PER_MINUTE;
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    throw new Error(`SANDBOX_RATE_LIMIT must be a positive whole number of requests per minute, got "${env.SANDBOX_RATE_LIMIT}"`);
  }
  return {
    apiKey: sandboxApiKey(jwtSecret, env),
    rateLimit: { limit: perMinute, windowMs: 60_000 },
    crm: !env.CRM_BASE_URL,
    property: !env.PROPERTY_BASE_URL,
  };
}

/** Sandbox CRM at /sandbox/crm and property service at /sandbox/property, same paths and wire format as the real ones. */
export function sandboxRoutes(options: SandboxOptions): Router {
  const router = Router();
  const { apiKey, rateLimit } = options;
  if (options.crm) router.use('/sandbox/crm', crmSandboxRouter({ apiKey, rateLimit }));
  if (options.property) router.use('/sandbox/property', propertySandboxRouter({ apiKey, rateLimit }));
  return router;
}

/** The sandboxes' router app.ts mounts. */
export function sandboxRouter(deps: ApiDeps): Router {
  return sandboxRoutes(sandboxOptionsFromEnv(deps.config.jwtSecret));
}
