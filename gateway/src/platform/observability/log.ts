import { pino, type Logger } from 'pino';
import { currentConfig } from '../../config.ts';

/**
 * The gateway's structured log: one JSON object per line on stdout (gateway/README.md "Operations").
 * `LOG_LEVEL` sets the level (default info; the tests run with silent). Never log a token, a
 * password, a request or response body, or an upstream body: they may carry secrets or personal data.
 */
export const log: Logger = pino({
  level: currentConfig().logLevel,
  base: { service: 'gateway' },
  // Belt and braces: should a header object ever be logged, its secrets are blanked.
  redact: {
    paths: ['authorization', '*.authorization', 'headers.authorization', 'headers.cookie', 'password', '*.password', 'token', '*.token'],
    censor: '[redacted]',
  },
});

export type { Logger };
