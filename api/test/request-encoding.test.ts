import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApi } from './helpers/test-api.ts';

// Issue 19 §6: a body the API cannot decode gets a JSON envelope (415 or 400) saying why, never an HTML page.
const { api } = useTestApi();

async function login(headers: Record<string, string>, body: string | Uint8Array) {
  const response = await fetch(`${api.url}/api/Authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (await response.json()) as { status: number; responseMsg: string },
  };
}

const credentials = JSON.stringify({ email: DEMO.officer, password: DEMO.password });

describe('Content-Encoding of a request body', () => {
  it('refuses an encoding it does not know with 415 and a JSON message', async () => {
    const answer = await login({ 'content-encoding': 'zstd-x' }, credentials);
    expect(answer.status).toBe(415);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.body.responseMsg).toBe('Content-Encoding not supported: send gzip, deflate, br or identity');
  });

  it('refuses a body that is not what its Content-Encoding says with 400 and a JSON message', async () => {
    const answer = await login({ 'content-encoding': 'gzip' }, credentials);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.body.responseMsg).toBe('Request body could not be read (does it match its Content-Encoding?)');
  });

  it('still reads a body that really is gzip', async () => {
    const answer = await login({ 'content-encoding': 'gzip' }, gzipSync(credentials));
    expect(answer.status).toBe(200);
  });
});
