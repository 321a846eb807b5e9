import type { Role } from '../generated/resolvers.ts';

/** A registered API client as /api/ApiClients answers it (never its key). */
export interface ApiClientRecord {
  id: number;
  name: string;
  role: Role;
  allowedOperations: string[] | null;
  requestsPerMinute: number;
  maxCostPerOperation: number;
  costPerMinute: number;
  keyHint: string;
  keyRotatedAt: string;
  revokedAt: string | null;
  createdAt: string;
  documentCount: number;
  userId: number;
}

/** A key the API recognised: the client, a token for its service account, its trusted documents. */
export interface IdentifiedClient {
  client: ApiClientRecord;
  /** Forwarded to the API as the request's bearer token (the API checks it like a user's). */
  token: string;
  /** Published documents: id → text. */
  documents: ReadonlyMap<string, string>;
  /** The same texts, for clients that send the text itself (graphql-request, Apollo Client). */
  texts: ReadonlySet<string>;
}

/** Who is calling, for logs, metrics and field usage: a registered client or the names a request sent. */
export interface CallerClient {
  name: string;
  version: string;
  /** Set when the request carried a registered client's key. */
  registered?: IdentifiedClient;
}

/** One row of `fieldUsage`. */
export interface ApiFieldUsage {
  clientName: string;
  clientVersion: string;
  coordinate: string;
  operations: number;
  firstDay: string;
  lastDay: string;
}
