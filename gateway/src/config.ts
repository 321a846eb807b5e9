import {
  absoluteUrl,
  configReaders,
  port,
  positiveInt,
  serverFields,
  serverSettings,
  text,
  textOr,
  wholeNumber,
} from '@lendhub/server-kit/config-fields';
import { z } from 'zod';

/**
 * The gateway's environment, read and checked once when it starts (`loadConfig`): every variable the
 * gateway reads is here and nowhere else (the API started in the same process reads its own,
 * api/src/config.ts). A wrong value stops the start with a message naming the variable. README.md
 * "Environment variables" documents each one (a test compares it and .env.example with `GATEWAY_VARIABLES`).
 */
const milliseconds = (fallback: number) => positiveInt(fallback, 'a positive whole number of milliseconds');

const gatewayFields = {
  ...serverFields,
  PORT: port(4000),
  HOST: text,
  API_URL: absoluteUrl,
  OPERATION_DEADLINE_MS: optionalMilliseconds(),
  OPERATOR_KEY: text,
  PERSISTED_DOCUMENTS: text,
  API_RECONNECT_WINDOW_MS: wholeNumber(10_000, 0, 'a whole number of milliseconds (0: fail at the first refusal)'),
  CRM_BASE_URL: absoluteUrl,
  CRM_API_KEY: text,
  CRM_TIMEOUT_MS: milliseconds(8_000),
  PROPERTY_BASE_URL: absoluteUrl,
  PROPERTY_API_KEY: text,
  PROPERTY_TIMEOUT_MS: milliseconds(10_000),
  AI_BASE_URL: absoluteUrl,
  AI_API_KEY: text,
  AI_MODEL: textOr('gpt-4o'),
  AI_TIMEOUT_MS: milliseconds(30_000),
  SANDBOX_API_KEY: text,
};

function optionalMilliseconds() {
  return text.pipe(
    z
      .string()
      .regex(/^\d+$/, { message: 'must be a positive whole number of milliseconds' })
      .transform(Number)
      .refine((value) => value > 0, { message: 'must be a positive whole number of milliseconds' })
      .optional(),
  );
}

/** Every environment variable the gateway reads. */
export const GATEWAY_VARIABLES: readonly string[] = Object.freeze(Object.keys(gatewayFields));

// A real CRM or property service needs its key; a local OpenAI-compatible server often needs none.
const gatewaySchema = z.object(gatewayFields).superRefine((env, ctx) => {
  for (const prefix of ['CRM', 'PROPERTY'] as const) {
    if (env[`${prefix}_BASE_URL`] && !env[`${prefix}_API_KEY`]) {
      ctx.addIssue({ code: 'custom', path: [`${prefix}_API_KEY`], message: `must be set when ${prefix}_BASE_URL is set` });
    }
  }
});
type GatewayEnv = z.output<typeof gatewaySchema>;

function settingsFrom(env: GatewayEnv) {
  const service = (baseUrl: string | undefined, apiKey: string | undefined, timeoutMs: number) => ({
    baseUrl,
    apiKey: apiKey ?? '',
    timeoutMs,
  });
  return {
    ...serverSettings(env),
    port: env.PORT,
    /** Unset: all interfaces. */
    host: env.HOST,
    /** Unset: the API starts in this process. */
    apiUrl: env.API_URL,
    /** Unset: the resilience default (gateway/README.md "Resilience"). */
    operationDeadlineMs: env.OPERATION_DEADLINE_MS,
    operatorKey: env.OPERATOR_KEY,
    persistedDocuments: env.PERSISTED_DOCUMENTS,
    apiReconnectWindowMs: env.API_RECONNECT_WINDOW_MS,
    /** A service without baseUrl is the API's sandbox (CRM, property) or the built-in knowledge base (AI). */
    thirdParty: {
      crm: service(env.CRM_BASE_URL, env.CRM_API_KEY, env.CRM_TIMEOUT_MS),
      property: service(env.PROPERTY_BASE_URL, env.PROPERTY_API_KEY, env.PROPERTY_TIMEOUT_MS),
      ai: { ...service(env.AI_BASE_URL, env.AI_API_KEY, env.AI_TIMEOUT_MS), model: env.AI_MODEL },
      sandboxApiKey: env.SANDBOX_API_KEY,
    },
  };
}

/** The gateway's settings: typed, checked, frozen. */
export type GatewayEnvConfig = Readonly<ReturnType<typeof settingsFrom>>;

/**
 * `loadConfig(env)`: the gateway's variables from `env` (tests pass their own), checked; throws naming each wrong
 * variable. `currentConfig()`: the process's settings (main.ts asks first), for the log level.
 */
export const { loadConfig, currentConfig } = configReaders(gatewaySchema, settingsFrom, 'gateway');
