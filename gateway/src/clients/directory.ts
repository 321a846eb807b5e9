import { createHash } from 'node:crypto';
import { createBroadcast, type Broadcast } from '@lendhub/server-kit/redis-broadcast';
import { clientRoutes } from '@lendhub/domain/rest/clients';
import type { DataOf } from '@lendhub/domain/rest';
import type { IdentifiedClient } from './types.ts';

/** How long one gateway trusts the API's answer about a key (a burst of requests costs one look-up). */
export const CLIENT_KEY_CACHE_MS = 2_000;

/** Client keys start with this (api/src/clients/keys.ts): never confused with a user's JWT. */
export const CLIENT_KEY_PREFIX = 'lhc_';

export interface ClientDirectoryOptions {
  apiUrl: string;
  /** X-Gateway-Key: only the gateway may turn a key into a token. */
  gatewayKey: string;
  /** With Redis, a rotation or revocation on one gateway empties every gateway's cache at once. */
  redisUrl?: string | undefined;
  ttlMs?: number;
}

/**
 * Registered API clients by key (docs/api-clients.md "API clients for internal tools"). The API answers which
 * client a key is, a token for the client's service account and its documents; this remembers the
 * answer for CLIENT_KEY_CACHE_MS at most. A rotation or revocation through this gateway forgets every
 * answer here and (with Redis) on every other gateway; and the API refuses the old tokens by itself
 * (the service account's token version is raised), so an old key can never act, even within the TTL.
 */
export class ClientDirectory {
  private readonly entries = new Map<string, { value: IdentifiedClient | null; expiresAt: number }>();
  private generation = 0;
  private readonly broadcast: Broadcast | undefined;
  private readonly ttlMs: number;

  constructor(private readonly options: ClientDirectoryOptions) {
    this.ttlMs = options.ttlMs ?? CLIENT_KEY_CACHE_MS;
    this.broadcast = options.redisUrl ? createBroadcast(options.redisUrl, 'gateway-api-clients', () => this.forgetHere()) : undefined;
  }

  /** The client a key belongs to, or null (unknown, rotated away, revoked). Throws when the API cannot answer. */
  async identify(key: string): Promise<IdentifiedClient | null> {
    const hash = createHash('sha256').update(key).digest('base64url');
    const cached = this.entries.get(hash);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const generation = this.generation;
    const value = await this.ask(key);
    if (generation === this.generation) {
      if (this.entries.size > 1_000) this.entries.clear();
      this.entries.set(hash, { value, expiresAt: Date.now() + this.ttlMs });
    }
    return value;
  }

  private async ask(key: string): Promise<IdentifiedClient | null> {
    const response = await fetch(`${this.options.apiUrl.replace(/\/$/, '')}${clientRoutes.authenticate.path}`, {
      method: clientRoutes.authenticate.method,
      headers: { 'content-type': 'application/json', 'x-gateway-key': this.options.gatewayKey },
      body: JSON.stringify({ key }),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 401 || response.status === 400) return null;
    if (!response.ok) throw new Error(`The API answered ${response.status} to a client key check`);
    const { data } = (await response.json()) as { data: DataOf<typeof clientRoutes.authenticate> };
    const documents = new Map(Object.entries(data.documents));
    return { client: data.client, token: data.token, documents, texts: new Set(documents.values()) };
  }

  /** After a change to any client (rotate, revoke, limits, documents): here and on every gateway. */
  forgetAll(): void {
    this.forgetHere();
    this.broadcast?.announce('clients');
  }

  private forgetHere(): void {
    this.generation += 1;
    this.entries.clear();
  }

  close(): void {
    this.broadcast?.close();
  }
}

/** The client key of an `Authorization: Bearer lhc_…` header, else undefined (a JWT or nothing). */
export function clientKeyOf(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return token?.startsWith(CLIENT_KEY_PREFIX) ? token : undefined;
}
