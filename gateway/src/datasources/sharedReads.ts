import { createBroadcast, type Broadcast } from '@lendhub/server-kit/redis-broadcast';

/**
 * Public, rarely changing reads shared by every request of this gateway for a few seconds (issue 26 §2):
 * the lender directory. The API answers these GETs the same to every signed-in caller (it only checks that
 * the token is valid, which the gateway verified before forwarding it), so one answer can serve them all.
 * A feed page asked the API for the same 50 lenders twice per request; a lender page, for its lender every time.
 *
 * Only answers to a verified token are kept (an anonymous call goes upstream and meets the API's 401);
 * errors are never kept; concurrent look-ups of one URL share one call. A write to the same area through
 * this gateway forgets everything at once, before it is sent and again once it answered, and tells the other
 * gateways (Redis, when set); a write made elsewhere (straight to the API, or while Redis is down) is seen
 * within `ttlMs`. Kept answers are frozen: a resolver that tried to change one would throw, not leak.
 */
export const SHARED_READ_RULES = {
  /** Reads kept (path prefixes). */
  reads: ['/api/Lender/GetLendersPage', '/api/Lender/GetLenderById/'],
  /** A write under these prefixes forgets every kept read. */
  writes: ['/api/Lender/'],
} as const;

/** How long a kept answer serves: the lender directory changes a few times a day. */
export const SHARED_READ_TTL_MS = 10_000;

/** The most answers kept at once (every lender by id and slug, and the pages the screens ask for). */
const MAX_ENTRIES = 1_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class SharedReads {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly broadcast: Broadcast | undefined;
  private readonly ttlMs: number;

  constructor(
    options: { redisUrl?: string | undefined; ttlMs?: number } = {},
    private readonly rules: { reads: readonly string[]; writes: readonly string[] } = SHARED_READ_RULES,
  ) {
    this.ttlMs = options.ttlMs ?? SHARED_READ_TTL_MS;
    this.broadcast = options.redisUrl ? createBroadcast(options.redisUrl, 'gateway-shared-reads', () => this.forgetHere()) : undefined;
  }

  /** Whether a GET of this path is shared. */
  shares(path: string): boolean {
    return this.rules.reads.some((prefix) => path.startsWith(prefix));
  }

  /** The kept answer of `key`, or `load()`'s (kept when it succeeds and no write started meanwhile). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    const generation = this.generation;
    const value = load().then(deepFreeze);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.then(
      () => {
        // A write began while this was read: the answer may predate it, so it is not kept.
        if (generation !== this.generation && this.entries.get(key)?.value === value) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Called before a write is sent and once it answered: forgets here, and (after) tells the other gateways. */
  writing(path: string, phase: 'before' | 'after'): void {
    if (!this.rules.writes.some((prefix) => path.startsWith(prefix))) return;
    this.forgetHere();
    if (phase === 'after') this.broadcast?.announce('all');
  }

  /** Forgets every kept answer in this process (a write here or in another gateway). */
  forgetHere(): void {
    this.generation += 1;
    this.entries.clear();
  }

  close(): void {
    this.broadcast?.close();
  }
}
