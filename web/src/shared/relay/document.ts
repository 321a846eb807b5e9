// Trusted documents (docs/security.md "Security and operations"): a production build sends each operation's id
// (written by relay-compiler's persistConfig), never its text; the gateway in production accepts only
// those ids. Development (Vite dev server, unit tests) sends the text.
import type { RequestParameters } from 'relay-runtime';
import { GraphQLRequestError } from './graphqlError';

/** How a request body names its operation. */
export type DocumentRef = { documentId: string } | { query: string };

/** True in a production build (`vite build`): send ids only. */
export const SEND_DOCUMENT_IDS: boolean = import.meta.env.PROD;

export function documentRef(params: RequestParameters, sendIds: boolean = SEND_DOCUMENT_IDS): DocumentRef {
  if (sendIds && params.id) return { documentId: params.id };
  if (params.text) return { query: params.text };
  // relay-compiler emits no text for fields it took for client extensions (`extend type` in schema.graphql).
  throw new GraphQLRequestError(
    [],
    `Operation ${params.name} has no query text: is one of its fields declared with \`extend type\` in schema.graphql?`,
  );
}
