import { describe, expect, it } from 'vitest';
import { API_VARIABLES, loadConfig } from './config.ts';

describe("the API's config", () => {
  it("has today's defaults when nothing is set, and is frozen", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4001,
      host: '127.0.0.1',
      dataDir: 'data',
      authCacheTtlMs: 5_000,
      uploadStorage: 'local',
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.requestLimits).toEqual({ perToken: 600, perAddress: 1200, windowSeconds: 60 });
    expect(config.databaseWaitMs).toBe(Number.POSITIVE_INFINITY);
    expect(Object.isFrozen(config) && Object.isFrozen(config.requestLimits)).toBe(true);
  });

  it('reads what is set; an empty value means the default', () => {
    const config = loadConfig({
      API_PORT: '0',
      HOST: '0.0.0.0',
      TRUST_PROXY: '1',
      DATABASE_WAIT_MS: '0',
      AUTH_CACHE_TTL_MS: '0',
      UPLOAD_STORAGE: 'postgres',
      SMTP_FROM: '',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      trustProxy: 1,
      databaseWaitMs: 0,
      authCacheTtlMs: 0,
      uploadStorage: 'postgres',
    });
    expect(config.invitations.smtpFrom).toBe('LendHub <no-reply@lendhub.local>');
  });

  it('refuses a wrong value with a message naming every wrong variable and its value', () => {
    expect(() => loadConfig({ API_PORT: '70000', UPLOAD_STORAGE: 's3', AUTH_CACHE_TTL_MS: 'soon', DATABASE_URL: 'localhost' })).toThrow(
      [
        "The API's environment is invalid:",
        '  API_PORT must be a port number (0–65535), got "70000"',
        '  DATABASE_URL must be an absolute URL, got "localhost"',
        '  AUTH_CACHE_TTL_MS must be a whole number of milliseconds (0 turns the cache off), got "soon"',
        '  UPLOAD_STORAGE must be local or postgres, got "s3"',
      ].join('\n'),
    );
    expect(() => loadConfig({ DATABASE_WAIT_MS: 'soon' })).toThrow(
      'DATABASE_WAIT_MS must be a number of milliseconds (0 = do not wait), got "soon"',
    );
  });

  it('lists its variables', () => {
    expect(API_VARIABLES).toContain('UPLOAD_STORAGE');
    expect(API_VARIABLES).toContain('DATABASE_URL');
  });
});
