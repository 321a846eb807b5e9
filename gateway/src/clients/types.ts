import type { ApiClientDto } from '@lendhub/domain/rest/clients';

/** A key the API recognised: the client, a token for its service account, its trusted documents. */
export interface IdentifiedClient {
  client: ApiClientDto;
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
