import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, URLResolver } from 'graphql-scalars';
import { authDirectiveTransformer } from './platform/auth/directive.ts';
import { REPO_ROOT } from './paths.ts';
import { resolvers } from './resolvers.ts';

/** The root `schema.graphql`, the contract shared with the web client. */
export const SCHEMA_PATH = path.join(REPO_ROOT, 'schema.graphql');

const scalarResolvers = {
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
};

export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [scalarResolvers, ...resolvers],
    // Every field in schema.graphql must have data behind it: fail at start-up, not at query time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForResolveType: 'error' },
  });
  return authDirectiveTransformer(schema);
}
