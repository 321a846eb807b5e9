import { sandboxApiKey } from '@lendhub/server-kit/sandbox-key';
import { loadConfig, type GatewayEnvConfig } from '../config.ts';
import type { ServiceEndpoint } from './thirdPartyRest.ts';

export interface AiEndpoint extends ServiceEndpoint {
  /** e.g. gpt-4o. */
  model: string;
}

/** Where the gateway finds each third-party service (docs/third-party.md). */
export interface ThirdPartyConfig {
  crm: ServiceEndpoint & { sandbox: boolean };
  property: ServiceEndpoint & { sandbox: boolean };
  /** null: answer from the built-in knowledge base instead of an AI provider. */
  ai: AiEndpoint | null;
}

// Timeouts come from the config (CRM_TIMEOUT_MS… with these defaults: 8 s, 10 s, 30 s).
const DEFAULTS = {
  crm: { retries: 2, retryDelayMs: 250 },
  // A lookup reads and changes nothing, so repeating it is safe; but each one is billed, so only once.
  property: { retries: 1, retryDelayMs: 250 },
  // A completion is never repeated: it is slow, billed, and may differ the second time.
  ai: { retries: 0, retryDelayMs: 0 },
} as const;

/**
 * Where each service is, from the gateway's config (`CRM_*`, `PROPERTY_*`, `AI_*`; `config` or, for tests,
 * an `env` to read it from). An unset CRM or property URL means the API's sandbox at
 * `${apiUrl}/sandbox/…` with the sandbox key; an unset AI URL means the built-in knowledge base.
 */
export function resolveThirdPartyConfig(options: {
  apiUrl: string;
  jwtSecret: string;
  config?: GatewayEnvConfig;
  env?: Record<string, string | undefined>;
}): ThirdPartyConfig {
  const { thirdParty } = options.config ?? loadConfig(options.env);
  const api = options.apiUrl.replace(/\/$/, '');
  const sandboxKey = () => sandboxApiKey(options.jwtSecret, thirdParty.sandboxApiKey);
  const { crm, property, ai } = thirdParty;
  return {
    crm: {
      ...DEFAULTS.crm,
      timeoutMs: crm.timeoutMs,
      ...(crm.baseUrl ? { baseUrl: crm.baseUrl, apiKey: crm.apiKey } : { baseUrl: `${api}/sandbox/crm`, apiKey: sandboxKey() }),
      sandbox: !crm.baseUrl,
    },
    property: {
      ...DEFAULTS.property,
      timeoutMs: property.timeoutMs,
      ...(property.baseUrl
        ? { baseUrl: property.baseUrl, apiKey: property.apiKey }
        : { baseUrl: `${api}/sandbox/property`, apiKey: sandboxKey() }),
      sandbox: !property.baseUrl,
    },
    ai: ai.baseUrl ? { ...DEFAULTS.ai, timeoutMs: ai.timeoutMs, baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model } : null,
  };
}
