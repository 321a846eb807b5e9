import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestApi } from './helpers/test-api.ts';

/*
 * Told to stop, the API leaves its balancer's rotation before it closes anything (deploy.md "Graceful
 * shutdown"): for SHUTDOWN_DELAY_MS /healthz answers 503 "stopping" while every other call is still served
 * as before; then it drains and stops listening.
 */
const agent = new http.Agent({ keepAlive: true });

/** One GET on a keep-alive agent: the status, the body and the Connection header the API sent. */
function get(url: string): Promise<{ status: number; body: unknown; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('an API told to stop', () => {
  it('says "stopping" on /healthz while it still serves for the shutdown delay, then stops listening', async () => {
    const api = await startTestApi({ shutdownDelayMs: 1_500 });
    try {
      expect(await get(`${api.url}/healthz`)).toEqual({
        status: 200,
        body: { status: 'ok', checks: { database: 'ok' } },
        connection: 'keep-alive',
      });

      const closing = api.close();
      const closedAt = { value: 0 };
      void closing.then(() => (closedAt.value = Date.now()));
      const toldAt = Date.now();

      expect(await get(`${api.url}/healthz`)).toEqual({ status: 503, body: { status: 'stopping' }, connection: 'keep-alive' });
      // Still served as before (a 401 is the API's own answer: no token).
      expect(await get(`${api.url}/api/Lender/GetAllLenders`)).toMatchObject({ status: 401, connection: 'keep-alive' });

      await closing;
      expect(closedAt.value - toldAt).toBeGreaterThanOrEqual(1_400);
      await expect(get(`${api.url}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await api.close();
      agent.destroy();
    }
  });
});
