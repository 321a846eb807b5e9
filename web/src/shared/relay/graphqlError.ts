// The GraphQL error shape of docs/architecture.md ("GraphQL conventions").
import type { PayloadError } from 'relay-runtime';

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
}

/** Thrown by the network layer when the server answers with errors and no data. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly errors: readonly GraphQLErrorEntry[];
  /** Per-field messages of a BAD_USER_INPUT error. */
  readonly fields: Record<string, string>;

  constructor(errors: readonly GraphQLErrorEntry[], fallbackMessage = 'Request failed') {
    super(errors[0]?.message || fallbackMessage);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.code = errors[0]?.extensions?.code;
    this.fields = errors[0]?.extensions?.fields ?? {};
  }
}

export function errorCodes(errors: readonly GraphQLErrorEntry[] | undefined): string[] {
  return (errors ?? []).map((e) => e.extensions?.code).filter((c): c is string => !!c);
}

/**
 * The errors Relay hands to `onCompleted` as a GraphQLRequestError. Relay's `PayloadError` type
 * leaves out `extensions`, which the server sends (code, per-field messages): read them here, once.
 */
export function requestErrorOf(errors: ReadonlyArray<PayloadError>): GraphQLRequestError {
  return new GraphQLRequestError(errors.map((error) => error as PayloadError & Pick<GraphQLErrorEntry, 'extensions'>));
}
