import { clientRoutes, type UsageRow } from '@lendhub/domain/rest/clients';
import { LRUCache } from 'lru-cache';
import { parse, type GraphQLSchema } from 'graphql';
import { coordinatesOf } from './coordinates.ts';

/** How often a gateway adds its counts to the database. */
export const USAGE_FLUSH_MS = 10_000;

export type { UsageRow };

/**
 * Field usage per client and version (docs/api-clients.md "API clients for internal tools"): each executed
 * operation adds one to every coordinate its document uses, in today's (UTC) bucket. A document's
 * coordinates are computed once (cached by its text: the web app's and clients' documents are a few
 * hundred); counts are kept in memory and added to the API's daily buckets every USAGE_FLUSH_MS and
 * on close, so counting costs a request nothing.
 */
export class FieldUsageRecorder {
  private readonly coordinates = new LRUCache<string, string[]>({ max: 2_000 });
  private pending = new Map<string, UsageRow>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly send: (rows: UsageRow[]) => Promise<void>,
    flushMs = USAGE_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), flushMs);
    this.timer.unref();
  }

  /** The coordinates of a document's text (parsed once per text). */
  coordinatesOfText(text: string): string[] {
    let found = this.coordinates.get(text);
    if (!found) {
      found = coordinatesOf(this.schema, parse(text, { noLocation: true }));
      this.coordinates.set(text, found);
    }
    return found;
  }

  /** One executed operation of `text` by this client. */
  count(text: string, clientName: string, clientVersion: string, now = new Date()): void {
    const day = now.toISOString().slice(0, 10);
    for (const coordinate of this.coordinatesOfText(text)) {
      const key = `${day}\n${clientName}\n${clientVersion}\n${coordinate}`;
      const row = this.pending.get(key);
      if (row) row.operations += 1;
      else this.pending.set(key, { day, clientName, clientVersion, coordinate, operations: 1 });
    }
  }

  /** Sends what was counted since the last flush; on failure the counts are kept for the next one. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch.values()];
    try {
      for (let start = 0; start < rows.length; start += 5_000) await this.send(rows.slice(start, start + 5_000));
    } catch (error) {
      for (const [key, row] of batch) {
        const newer = this.pending.get(key);
        if (newer) newer.operations += row.operations;
        else this.pending.set(key, row);
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

/** Sends rows to the API's gateway-only usage endpoint. */
export function usageSender(apiUrl: string, gatewayKey: string): (rows: UsageRow[]) => Promise<void> {
  return async (rows) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${clientRoutes.recordUsage.path}`, {
      method: clientRoutes.recordUsage.method,
      headers: { 'content-type': 'application/json', 'x-gateway-key': gatewayKey },
      body: JSON.stringify({ rows }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The API answered ${response.status} to field usage`);
  };
}
