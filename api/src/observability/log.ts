import { pino, type Logger } from 'pino';
import { currentConfig } from '../config.ts';

/**
 * The API's structured log, the same shape as the gateway's: one JSON object per line on stdout.
 * `LOG_LEVEL` sets the level (default info; the tests run with silent). Never a token, a password,
 * a request or response body: they may carry secrets or personal data.
 */
export const log: Logger = pino({
  level: currentConfig().logLevel,
  base: { service: 'api' },
  redact: {
    paths: [
      'authorization',
      '*.authorization',
      'headers.authorization',
      'headers.cookie',
      'headers["x-gateway-key"]',
      'password',
      '*.password',
      'token',
      '*.token',
    ],
    censor: '[redacted]',
  },
});

/** A security event (failed sign-in, throttled, rate limited…): one warn line with what happened, never a secret. */
export function securityEvent(event: string, details: Record<string, unknown>, message = event): void {
  log.warn({ event, ...details }, message);
}

export type { Logger };
