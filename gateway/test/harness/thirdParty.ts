import type { ServiceEndpoint } from '../../src/datasources/thirdPartyRest.ts';

export const TEST_KEY = 'test-third-party-key-7f3a';

/**
 * Short back-off so failure paths run in milliseconds. The timeout stays generous so a slow, busy
 * CI machine never turns a success into a retry; the timeout tests pass their own short one.
 */
export function endpoint(baseUrl: string, overrides: Partial<ServiceEndpoint> = {}): ServiceEndpoint {
  return { baseUrl, apiKey: TEST_KEY, timeoutMs: 5_000, retries: 2, retryDelayMs: 5, ...overrides };
}

/** The error a promise rejected with, as code + message (fails the test if it resolved). */
export async function failureOf(
  promise: Promise<unknown>,
): Promise<{ code: unknown; message: string; extensions: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const extensions = (error as { extensions?: Record<string, unknown> }).extensions ?? {};
    return { code: extensions['code'], message: (error as Error).message, extensions };
  }
  throw new Error('expected the call to fail');
}
