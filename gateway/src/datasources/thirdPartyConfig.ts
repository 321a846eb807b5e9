import { sandboxApiKey } from '@lendhub/server-kit/sandbox-key';
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

const DEFAULTS = {
  crm: { timeoutMs: 8_000, retries: 2, retryDelayMs: 250 },
  // A lookup reads and changes nothing, so repeating it is safe; but each one is billed, so only once.
  property: { timeoutMs: 10_000, retries: 1, retryDelayMs: 250 },
  // A completion is never repeated: it is slow, billed, and may differ the second time.
  ai: { timeoutMs: 30_000, retries: 0, retryDelayMs: 0 },
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number of milliseconds, got "${raw}"`);
  return value;
}

function realService(env: NodeJS.ProcessEnv, prefix: 'CRM' | 'PROPERTY' | 'AI', keyRequired = true): { baseUrl: string; apiKey: string } | null {
  const baseUrl = env[`${prefix}_BASE_URL`]?.trim();
  if (!baseUrl) return null;
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`${prefix}_BASE_URL must be an absolute URL`);
  }
  const apiKey = env[`${prefix}_API_KEY`]?.trim() ?? '';
  if (!apiKey && keyRequired) throw new Error(`${prefix}_API_KEY must be set when ${prefix}_BASE_URL is set`);
  return { baseUrl, apiKey };
}

/**
 * Reads `CRM_BASE_URL`/`CRM_API_KEY`, `PROPERTY_BASE_URL`/`PROPERTY_API_KEY`, `AI_BASE_URL`/`AI_API_KEY`/`AI_MODEL`
 * and the `*_TIMEOUT_MS` overrides. An unset CRM or property URL means the API's sandbox at
 * `${apiUrl}/sandbox/…` with the sandbox key; an unset AI URL means the built-in knowledge base.
 */
export function resolveThirdPartyConfig(options: { apiUrl: string; jwtSecret: string; env?: NodeJS.ProcessEnv }): ThirdPartyConfig {
  const env = options.env ?? process.env;
  const api = options.apiUrl.replace(/\/$/, '');
  const sandboxKey = () => sandboxApiKey(options.jwtSecret, env);

  const crm = realService(env, 'CRM');
  const property = realService(env, 'PROPERTY');
  // Local OpenAI-compatible servers often need no key; hosted ones answer 401 without one.
  const ai = realService(env, 'AI', false);
  return {
    crm: {
      ...DEFAULTS.crm,
      timeoutMs: positiveInt(env, 'CRM_TIMEOUT_MS', DEFAULTS.crm.timeoutMs),
      ...(crm ?? { baseUrl: `${api}/sandbox/crm`, apiKey: sandboxKey() }),
      sandbox: crm === null,
    },
    property: {
      ...DEFAULTS.property,
      timeoutMs: positiveInt(env, 'PROPERTY_TIMEOUT_MS', DEFAULTS.property.timeoutMs),
      ...(property ?? { baseUrl: `${api}/sandbox/property`, apiKey: sandboxKey() }),
      sandbox: property === null,
    },
    ai: ai && {
      ...DEFAULTS.ai,
      timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', DEFAULTS.ai.timeoutMs),
      ...ai,
      model: env.AI_MODEL?.trim() || 'gpt-4o',
    },
  };
}
