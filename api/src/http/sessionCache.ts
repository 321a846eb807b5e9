import type { RequestHandler } from 'express';
import type { Broadcast } from '@lendhub/server-kit/redis-broadcast';

/** What requireAuth learns from the database about a token: who it belongs to, as of now. */
export interface CachedSession {
  userId: number;
  email: string;
  role: string;
  tokenVersion: number;
}

/** Default life of a remembered answer; `AUTH_CACHE_TTL_MS` (0 turns the cache off). */
export const AUTH_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers, for a few seconds, what the database said about a token (keyed by its id and version),
 * so a burst of calls with one token costs one user look-up instead of one each.
 *
 * Revocation still applies at once in this process: every write request (any method but GET/HEAD/
 * OPTIONS — sign-out, password change, role change, user deletion are all writes) empties the cache
 * when it starts and again when it has answered, and a look-up that overlapped a write is not kept
 * (the generation check), so no answer read before a write outlives it. With Redis (REDIS_URL), every
 * API process tells the others (`announceTo`), so a write on one empties them all; writes made
 * straight in the database, or while Redis is down, are seen within the TTL.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession | null; expiresAt: number }>();
  private generationCounter = 0;
  private broadcast: Pick<Broadcast, 'announce'> | undefined;

  constructor(private readonly ttlMs: number = AUTH_CACHE_TTL_MS) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The current generation: pass it to `set` so an answer read across a write is dropped. */
  get generation(): number {
    return this.generationCounter;
  }

  get(tokenId: string, version: number): CachedSession | null | undefined {
    const key = `${tokenId}:${version}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps an answer (null: the token is refused) unless a write began since `generation` was read. */
  set(tokenId: string, version: number, session: CachedSession | null, generation: number): void {
    if (!this.enabled || generation !== this.generationCounter) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(`${tokenId}:${version}`, { session, expiresAt: Date.now() + this.ttlMs });
  }

  /** Forgets every answer (a write may have changed a user, a role or a token), here and in the other processes. */
  invalidate(): void {
    this.forgetHere();
    this.broadcast?.announce('all');
  }

  /** With Redis: tells the other API processes about this one's invalidations (see redis/broadcast.ts). */
  announceTo(broadcast: Pick<Broadcast, 'announce'>): void {
    this.broadcast = broadcast;
  }

  /**
   * Forgets every answer in this process only (another process announced a write). A look-up under way
   * is not kept either: the generation moves on.
   */
  forgetHere(): void {
    this.generationCounter += 1;
    this.entries.clear();
  }

  /**
   * Express middleware: every write request forgets here when it starts (a look-up under way is not
   * kept), and once it has answered (finish, or close when the client left first) forgets here and
   * tells the other processes — once: before the answer the write may not have committed, so they
   * have nothing to forget yet.
   */
  invalidateOnWrites(): RequestHandler {
    return (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
      this.forgetHere();
      let answered = false;
      const settle = () => {
        if (answered) return;
        answered = true;
        this.invalidate();
      };
      res.on('finish', settle);
      res.on('close', settle);
      next();
    };
  }
}
