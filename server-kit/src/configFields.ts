import { z } from 'zod';

/**
 * The field rules both servers' configuration modules read their environment variables with
 * (api/src/config.ts, gateway/src/config.ts): each variable is read and checked once at start, and a wrong
 * value stops the start with a line naming the variable.
 */

/** An unset or blank variable reads as undefined: `FOO=` in an .env file means "use the default". */
export const optionalText = z.preprocess(
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

/**
 * The variables both servers read with the same meaning and default; each config adds its own (PORT, HOST and
 * the third-party URLs are read by both, but mean different things to each).
 */
export const serverFields = {
  NODE_ENV: nodeEnv,
  DATA_DIR: textOr('data'),
  JWT_SECRET: optionalText,
  REDIS_URL: absoluteUrl,
  TRUST_PROXY: trustProxy,
  METRICS_KEY: optionalText,
  LOG_LEVEL: logLevel,
  /** On SIGTERM, how long the process still serves while its /healthz says "stopping" (the balancer takes it out). */
  SHUTDOWN_DELAY_MS: wholeNumber(0, 0, 'a whole number of milliseconds'),
  ...limitFields,
  ...tracingFields,
};

/** The settings both servers make of `serverFields`. */
export function serverSettings(env: z.output<z.ZodObject<typeof serverFields>>) {
  return {
    production: env.NODE_ENV === 'production',
    /** Relative paths are resolved from the repository (or release) root by main.ts. */
    dataDir: env.DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    metricsKey: env.METRICS_KEY,
    logLevel: env.LOG_LEVEL,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
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
    /** On when an OTLP endpoint is set, unless OTEL_SDK_DISABLED=true (OpenTelemetry's own switch). */
    tracing: {
      enabled: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true',
      serviceName: env.OTEL_SERVICE_NAME,
    },
  };
}

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

/** Freezes an object and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * A server's two ways to its settings: `loadConfig(env)` reads and checks `env` (tests pass their own) and
 * freezes the result, throwing naming each wrong variable; `currentConfig()` is the process's settings, read
 * from process.env the first time they are asked for (main.ts asks first, at start), for the few
 * process-wide pieces with no server object to hang on (the log level, bcrypt's cost).
 */
export function configReaders<S extends z.ZodType, Settings>(schema: S, settingsFrom: (env: z.output<S>) => Settings, server: string) {
  const loadConfig = (env: Record<string, string | undefined> = process.env): Readonly<Settings> =>
    deepFreeze(settingsFrom(parseEnv(schema, env, server)));
  let processConfig: Readonly<Settings> | undefined;
  const currentConfig = (): Readonly<Settings> => (processConfig ??= loadConfig());
  return { loadConfig, currentConfig };
}
