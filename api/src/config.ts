import { z } from 'zod';
import {
  absoluteUrl,
  configReaders,
  optionalText,
  port,
  positiveInt,
  serverFields,
  serverSettings,
  textOr,
  wholeNumber,
} from '@lendhub/server-kit/config-fields';
import { isOneOfSeveral } from './auth/clusterSecret.ts';

/**
 * The API's environment, read and checked once when a server starts (`loadConfig`): every variable the
 * API reads is here and nowhere else. A wrong value stops the start with a message naming the variable
 * and what is wrong with it. README.md "Environment variables" documents each one (a test compares that
 * table and .env.example with `API_VARIABLES`).
 *
 * The field rules, and the variables both servers read alike (`serverFields`), are @lendhub/server-kit's
 * (config-fields), shared with the gateway's config.
 */

/** bcrypt's work factor in production; only test runs may go lower (4, bcrypt's floor). */
export const DEFAULT_HASH_COST = 10;

const apiFields = {
  ...serverFields,
  API_PORT: port(4001),
  API_HOST: optionalText,
  HOST: optionalText,
  /** The portal's port: the default PUBLIC_URL outside production. */
  PORT: port(4000),
  DATABASE_URL: absoluteUrl,
  DATABASE_WAIT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, { message: 'must be a number of milliseconds (0 = do not wait)' })
      .transform(Number)
      .optional(),
  ),
  PGLITE_SHARED_BUFFERS: optionalText
    .pipe(
      z
        .string()
        .regex(/^\d+(kB|MB|GB)$/, { message: 'must be a size such as 16MB (kB, MB or GB)' })
        .optional(),
    )
    .transform((value) => value ?? '16MB'),
  /** `1`, or API_PORTS listing several: this process is one of several and needs JWT_SECRET (auth/clusterSecret.ts). */
  CLUSTER: optionalText,
  API_PORTS: optionalText,
  AUTH_CACHE_TTL_MS: wholeNumber(5_000, 0, 'a whole number of milliseconds (0 turns the cache off)'),
  PASSWORD_HASH_COST: wholeNumber(DEFAULT_HASH_COST, 1, 'a whole number (bcrypt rounds)'),
  SANDBOX_API_KEY: optionalText,
  SANDBOX_RATE_LIMIT: positiveInt(300, 'a positive whole number of requests per minute'),
  CRM_BASE_URL: absoluteUrl,
  PROPERTY_BASE_URL: absoluteUrl,
  PUBLIC_URL: absoluteUrl,
  SMTP_URL: absoluteUrl,
  SMTP_FROM: textOr('LendHub <no-reply@lendhub.local>'),
  ATTACHMENT_LINK_TTL_SECONDS: positiveInt(15 * 60, 'a positive whole number of seconds'),
  UPLOAD_STORAGE: optionalText
    .pipe(z.enum(['local', 'postgres'], { message: 'must be local or postgres' }).optional())
    .transform((value) => value ?? 'local'),
};

/** Every environment variable the API reads. */
export const API_VARIABLES: readonly string[] = Object.freeze(Object.keys(apiFields));

const apiSchema = z.object(apiFields);
type ApiEnv = z.output<typeof apiSchema>;

function settingsFrom(env: ApiEnv) {
  const common = serverSettings(env);
  return {
    ...common,
    nodeEnv: env.NODE_ENV,
    port: env.API_PORT,
    /** Loopback unless told otherwise: the API trusts its callers to be the gateway. */
    host: env.API_HOST ?? env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    /** Unset: wait without limit for a PostgreSQL server that cannot be reached yet. */
    databaseWaitMs: env.DATABASE_WAIT_MS ?? Number.POSITIVE_INFINITY,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    /** CLUSTER=1 or API_PORTS listing several: one of several API processes, which needs JWT_SECRET (auth/clusterSecret.ts). */
    oneOfSeveral: isOneOfSeveral(env),
    authCacheTtlMs: env.AUTH_CACHE_TTL_MS,
    /**
     * Test runs (NODE_ENV=test) may go down to 4 (suites that create hundreds of accounts); anywhere else never
     * below the default — a lower cost in production would weaken every stored password. At most 15.
     */
    passwordHashCost: Math.min(Math.max(env.PASSWORD_HASH_COST, env.NODE_ENV === 'test' ? 4 : DEFAULT_HASH_COST), 15),
    sandbox: {
      apiKey: env.SANDBOX_API_KEY,
      requestsPerMinute: env.SANDBOX_RATE_LIMIT,
      /** Each sandbox is served only while its real service is not configured. */
      crm: env.CRM_BASE_URL === undefined,
      property: env.PROPERTY_BASE_URL === undefined,
    },
    invitations: {
      /** Null in production without PUBLIC_URL: no registration link can be made, invitations are refused. */
      publicUrl: env.PUBLIC_URL
        ? env.PUBLIC_URL.replace(/\/+$/, '')
        : common.production
          ? null
          : `http://localhost:${env.PORT > 0 ? env.PORT : 4000}`,
      smtpUrl: env.SMTP_URL ?? null,
      smtpFrom: env.SMTP_FROM,
    },
    attachmentLinkTtlSeconds: env.ATTACHMENT_LINK_TTL_SECONDS,
    uploadStorage: env.UPLOAD_STORAGE,
  };
}

/** The API's settings: typed, checked, frozen. */
export type ApiEnvConfig = Readonly<ReturnType<typeof settingsFrom>>;

/**
 * `loadConfig(env)`: the API's variables from `env` (tests pass their own), checked; throws naming each wrong
 * variable. `currentConfig()`: the process's settings (main.ts asks first), for the log level and bcrypt's cost.
 */
export const { loadConfig, currentConfig } = configReaders(apiSchema, settingsFrom, 'API');
