import { Router } from 'express';
import { loadConfig, type ApiEnvConfig } from '../config.ts';
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

/**
 * What to serve, from the API's settings: each sandbox runs unless its real service is configured
 * (`CRM_BASE_URL`, `PROPERTY_BASE_URL`); `SANDBOX_RATE_LIMIT` sets requests per minute per key.
 */
export function sandboxOptionsFrom(jwtSecret: string, config: ApiEnvConfig): SandboxOptions {
  const { sandbox } = config;
  return {
    apiKey: sandboxApiKey(jwtSecret, sandbox.apiKey),
    rateLimit: { limit: sandbox.requestsPerMinute, windowMs: 60_000 },
    crm: sandbox.crm,
    property: sandbox.property,
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
  return sandboxRoutes(sandboxOptionsFrom(deps.config.jwtSecret, deps.config.env ?? loadConfig()));
}
