import { clientRoutes, type UsageRow } from '@lendhub/domain/rest/clients';
import { LRUCache } from 'lru-cache';
import { parse, type GraphQLSchema } from 'graphql';
import { coordinatesOf } from './coordinates.ts';

/** How often a gateway adds its counts to the database. */
export const USAGE_FLUSH_MS = 10_000;

export type { UsageRow };

interface UsageBucket {
  day: string;
  clientName: string;
  clientVersion: string;
  /** Keyed by a document's coordinates (the array kept for its text). */
  documents: Map<readonly string[], number>;
}

/**
 * Field usage per client and version (docs/api-clients.md "API clients for internal tools"): each executed
 * operation adds one to every coordinate its document uses, in today's (UTC) bucket. A document's
 * coordinates are computed once (cached by its text: the web app's and clients' documents are a few
 * hundred); counts are kept in memory and added to the API's daily buckets every USAGE_FLUSH_MS and
 * on close, so counting costs a request nothing.
 */
export class FieldUsageRecorder {
  private readonly coordinates = new LRUCache<string, string[]>({ max: 2_000 });
  /** Operations per day, client and version, by document text. */
  private pending = new Map<string, UsageBucket>();
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

  /**
   * One executed operation of `text` by this client: one count per document, day, client and version (a request
   * adds one to one number, not to each of the document's coordinates); coordinates are added up when sent.
   */
  count(text: string, clientName: string, clientVersion: string, now = new Date()): void {
    const day = now.toISOString().slice(0, 10);
    const key = `${day}\n${clientName}\n${clientVersion}`;
    let bucket = this.pending.get(key);
    if (!bucket) this.pending.set(key, (bucket = { day, clientName, clientVersion, documents: new Map() }));
    const coordinates = this.coordinatesOfText(text);
    bucket.documents.set(coordinates, (bucket.documents.get(coordinates) ?? 0) + 1);
  }

  /** Sends what was counted since the last flush; on failure the counts are kept for the next one. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = new Map<string, UsageRow>();
    for (const { day, clientName, clientVersion, documents } of batch.values()) {
      for (const [coordinates, operations] of documents) {
        for (const coordinate of coordinates) {
          const key = `${day}\n${clientName}\n${clientVersion}\n${coordinate}`;
          const row = rows.get(key);
          if (row) row.operations += operations;
          else rows.set(key, { day, clientName, clientVersion, coordinate, operations });
        }
      }
    }
    const sent = [...rows.values()];
    try {
      for (let start = 0; start < sent.length; start += 5_000) await this.send(sent.slice(start, start + 5_000));
    } catch (error) {
      for (const [key, bucket] of batch) {
        const newer = this.pending.get(key);
        if (!newer) this.pending.set(key, bucket);
        else
          for (const [document, operations] of bucket.documents)
            newer.documents.set(document, (newer.documents.get(document) ?? 0) + operations);
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
