import { describe, expect, it } from 'vitest';
import { retryWhileUnreachable } from './startupRetry.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('retryWhileUnreachable', () => {
  it('retries while the database cannot be reached, logging each retry, then returns', async () => {
    const lines: string[] = [];
    let calls = 0;
    const value = await retryWhileUnreachable(
      async () => {
        calls += 1;
        if (calls < 3) throw refused;
        return 'open';
      },
      Number.POSITIVE_INFINITY,
      (line) => lines.push(line),
    );
    expect(value).toBe('open');
    expect(calls).toBe(3);
    expect(lines).toEqual([
      expect.stringMatching(/ECONNREFUSED.*attempt 1 failed, retrying in 0\.5 s/),
      expect.stringMatching(/attempt 2 failed, retrying in 1\.0 s/),
    ]);
  });

  it('throws other errors at once: waiting would not fix them', async () => {
    let calls = 0;
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      retryWhileUnreachable(async () => {
        calls += 1;
        throw wrongPassword;
      }, Number.POSITIVE_INFINITY),
    ).rejects.toBe(wrongPassword);
    expect(calls).toBe(1);
  });

  it('gives up when told not to wait (DATABASE_WAIT_MS=0)', async () => {
    await expect(
      retryWhileUnreachable(
        async () => Promise.reject(refused),
        0,
        () => undefined,
      ),
    ).rejects.toBe(refused);
  });
});
