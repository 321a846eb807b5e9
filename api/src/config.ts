import { z } from 'zod';

/**
 * The API's environment, read and checked once when a server starts (`loadConfig`): every variable the
 * API reads is here and nowhere else. A wrong value stops the start with a message naming the variable
 * and what is wrong with it. README.md "Environment variables" documents each one (a test compares that
 * table and .env.example with `API_VARIABLES`).
 *
 * The field helpers are shared with the gateway's config (gateway/src/config.ts).
 */

/** An unset or blank variable reads as undefined: `FOO=` in an .env file means "use the default". */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);

/** A whole number within [min, max], or `fallback` when unset. */
export function wholeNumber(fallback: number, min: number, what: string, max = Number.MAX_SAFE_INTEGER) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^-?\d+$/, { message: `must be ${what}` })
      .transform(Number)
      .refine((value) => value >= min && value <= max, { message: `must be ${what}` })
      .optional()
      .transform((value) => value ?? fallback),
  );
}

export const positiveInt = (fallback: number, what = 'a positive whole number') => wholeNumber(fallback, 1, what);
export const port = (fallback: number) => wholeNumber(fallback, 0, 'a port number (0–65535)', 65_535);

/** An absolute URL (http, https, redis, postgres, smtp…), or undefined. */
export const absoluteUrl = optionalText.refine((value) => value === undefined || URL.canParse(value), {
  message: 'must be an absolute URL',
});

export const text = optionalText;
export const textOr = (fallback: string) => optionalText.transform((value) => value ?? fallback);

export const nodeEnv = textOr('development');

export const logLevel = optionalText
  .pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  )
  .transform((value) => value ?? 'info');

/**
 * Express's `trust proxy`: `true`, a hop count, or names/addresses (loopback, 10.0.0.0/8…); false when unset.
 */
export const trustProxy = optionalText.transform((value): boolean | number | string =>
  value === undefined ? false : value === 'true' ? true : /^\d+$/.test(value) ? Number(value) : value,
);

/** The variables of OpenTelemetry the servers read themselves (the OTLP exporter reads the rest of OTEL_EXPORTER_OTLP_*). */
export const tracingFields = {
  OTEL_EXPORTER_OTLP_ENDPOINT: absoluteUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: absoluteUrl,
  OTEL_SDK_DISABLED: optionalText,
  OTEL_SERVICE_NAME: optionalText,
};

/** Request limits and sign-in throttling: the gateway and the API each count with the same variables. */
export const limitFields = {
  RATE_LIMIT_PER_TOKEN: positiveInt(600),
  RATE_LIMIT_PER_ADDRESS: positiveInt(1200),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: positiveInt(20),
  SIGN_IN_WINDOW_SECONDS: positiveInt(15 * 60),
};

/** bcrypt's work factor in production; only test runs may go lower (4, bcrypt's floor). */
export const DEFAULT_HASH_COST = 10;

const apiFields = {
  NODE_ENV: nodeEnv,
  DATA_DIR: textOr('data'),
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
  JWT_SECRET: optionalText,
  /** `1`, or API_PORTS listing several: this process is one of several and needs JWT_SECRET (auth/clusterSecret.ts). */
  CLUSTER: optionalText,
  API_PORTS: optionalText,
  REDIS_URL: absoluteUrl,
  TRUST_PROXY: trustProxy,
  METRICS_KEY: optionalText,
  LOG_LEVEL: logLevel,
  ...limitFields,
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
  ...tracingFields,
};

/** Every environment variable the API reads. */
export const API_VARIABLES: readonly string[] = Object.freeze(Object.keys(apiFields));

const apiSchema = z.object(apiFields);
type ApiEnv = z.output<typeof apiSchema>;

/** Turns zod's issues into one line per variable: `RATE_LIMIT_PER_TOKEN must be a positive whole number, got "lots"`. */
export function configError(issues: readonly z.core.$ZodIssue[], env: Record<string, string | undefined>, server: string): Error {
  const lines = issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const raw = env[name];
    const message =
      issue.code === 'custom' ||
      issue.code === 'invalid_format' ||
      issue.code === 'invalid_value' ||
      issue.code === 'too_small' ||
      issue.code === 'too_big'
        ? issue.message
        : `is invalid (${issue.message})`;
    return `${name} ${message}${raw === undefined ? '' : `, got "${raw}"`}`;
  });
  return new Error(`The ${server}'s environment is invalid:\n  ${lines.join('\n  ')}`);
}

/** Parses `schema` over `env`, or throws configError. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>, server: string): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues, env, server);
  return parsed.data;
}

function settingsFrom(env: ApiEnv) {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    nodeEnv: env.NODE_ENV,
    /** Relative paths are resolved from the repository (or release) root by main.ts. */
    dataDir: env.DATA_DIR,
    port: env.API_PORT,
    /** Loopback unless told otherwise: the API trusts its callers to be the gateway. */
    host: env.API_HOST ?? env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    /** Unset: wait without limit for a PostgreSQL server that cannot be reached yet. */
    databaseWaitMs: env.DATABASE_WAIT_MS ?? Number.POSITIVE_INFINITY,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    jwtSecret: env.JWT_SECRET,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    metricsKey: env.METRICS_KEY,
    logLevel: env.LOG_LEVEL,
    requestLimits: {
      perToken: env.RATE_LIMIT_PER_TOKEN,
      perAddress: env.RATE_LIMIT_PER_ADDRESS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
    signInLimits: {
      perAccount: env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: env.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: env.SIGN_IN_WINDOW_SECONDS,
    },
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
        : production
          ? null
          : `http://localhost:${env.PORT > 0 ? env.PORT : 4000}`,
      smtpUrl: env.SMTP_URL ?? null,
      smtpFrom: env.SMTP_FROM,
    },
    attachmentLinkTtlSeconds: env.ATTACHMENT_LINK_TTL_SECONDS,
    uploadStorage: env.UPLOAD_STORAGE,
    tracing: {
      enabled: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true',
      serviceName: env.OTEL_SERVICE_NAME,
    },
  };
}

/** The API's settings: typed, checked, frozen. */
export type ApiEnvConfig = Readonly<ReturnType<typeof settingsFrom>>;

/** Freezes an object and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** Reads and checks the API's variables from `env` (tests pass their own); throws naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiEnvConfig {
  return deepFreeze(settingsFrom(parseEnv(apiSchema, env, 'API')));
}

let processConfig: ApiEnvConfig | undefined;

/**
 * The process's settings, read from process.env the first time they are asked for (main.ts asks first,
 * at start). For the few process-wide pieces with no server object to hang on: the log level, bcrypt's cost.
 */
export function currentConfig(): ApiEnvConfig {
  return (processConfig ??= loadConfig());
}
