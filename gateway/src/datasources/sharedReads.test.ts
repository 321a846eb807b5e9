import { describe, expect, it } from 'vitest';
import { SharedReads } from './sharedReads.ts';

const LENDER = '/api/Lender/GetLenderById/mega_capital';

describe('SharedReads', () => {
  it('shares only the lender directory reads', () => {
    const shared = new SharedReads();
    expect(shared.shares('/api/Lender/GetLendersPage')).toBe(true);
    expect(shared.shares(LENDER)).toBe(true);
    expect(shared.shares('/api/Lender/GetAllLendersForAdmin')).toBe(false);
    expect(shared.shares('/api/loan-posts')).toBe(false);
  });

  it('answers a kept read without calling again, and concurrent reads with one call', async () => {
    const shared = new SharedReads();
    let calls = 0;
    const load = async () => ({ id: 1, calls: ++calls });
    const [a, b] = await Promise.all([shared.read(LENDER, load), shared.read(LENDER, load)]);
    expect(await shared.read(LENDER, load)).toBe(a);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('reads again after the time to live', async () => {
    const shared = new SharedReads({ ttlMs: 0 });
    let calls = 0;
    await shared.read(LENDER, async () => ++calls);
    await shared.read(LENDER, async () => ++calls);
    expect(calls).toBe(2);
  });

  it('forgets on a lender write, and does not keep a read that was under way when the write began', async () => {
    const shared = new SharedReads();
    let calls = 0;
    await shared.read(LENDER, async () => ++calls);
    shared.writing('/api/Loans/1', 'after');
    expect(await shared.read(LENDER, async () => ++calls)).toBe(1);
    shared.writing('/api/Lender/UpdateLender', 'after');
    let release!: () => void;
    const slow = shared.read(LENDER, () => new Promise<number>((resolve) => (release = () => resolve(++calls))));
    shared.writing('/api/Lender/UpdateLender', 'before');
    release();
    expect(await slow).toBe(2);
    expect(await shared.read(LENDER, async () => ++calls)).toBe(3);
  });

  it('never keeps a failure', async () => {
    const shared = new SharedReads();
    await expect(shared.read(LENDER, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared.read(LENDER, async () => 'up')).toBe('up');
  });
});
