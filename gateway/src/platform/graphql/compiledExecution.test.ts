import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, getOperationAST, GraphQLError, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import { authDirectiveTransformer } from '../auth/directive.ts';
import { forbidden, notFound } from '../errors/errors.ts';
import { compiledExecution } from './compiledExecution.ts';

// A small schema with what the gateway's own has: the role directive (on a type and on fields), non-null fields that
// fail, an interface resolved by type, lists, async resolvers, errors with and without extensions.
const schema = authDirectiveTransformer(
  makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      directive @auth(requires: [Role!]) on OBJECT | FIELD_DEFINITION
      enum Role { ADMIN LOAN_OFFICER }
      interface Node { id: ID! }
      type Post implements Node { id: ID! title: String! secret: String @auth(requires: [ADMIN]) mustHave: String! tags: [String!]! }
      type Note implements Node @auth(requires: [ADMIN]) { id: ID! body: String! }
      type Query {
        posts(first: Int!): [Post!]!
        post(id: ID!): Post
        node(id: ID!): Node
        strict: Post!
        broken: String
        missing: String
        adminOnly: String! @auth(requires: [ADMIN])
        signedIn: String @auth
      }
      type Mutation { touch: Int! }
    `,
    resolvers: {
      Node: { __resolveType: (value: { kind: string }) => value.kind },
      Query: {
        posts: async (_: unknown, { first }: { first: number }) =>
          Array.from({ length: first }, (_unused, index) => ({ kind: 'Post', id: String(index + 1), title: `Post ${index + 1}` })),
        post: (_: unknown, { id }: { id: string }) => (id === '404' ? null : { kind: 'Post', id, title: `Post ${id}` }),
        node: (_: unknown, { id }: { id: string }) =>
          id.startsWith('n') ? { kind: 'Note', id, body: 'note' } : { kind: 'Post', id, title: 'T' },
        strict: () => ({ kind: 'Post', id: '9', title: null }),
        broken: () => {
          throw new Error('upstream said 500 with a body');
        },
        missing: () => Promise.reject(notFound('No such thing')),
        adminOnly: () => 'for admins',
        signedIn: () => 'hello',
      },
      Post: {
        secret: () => 'the secret',
        mustHave: (post: { id: string }) => (post.id === '2' ? Promise.reject(forbidden('Not yours')) : 'here'),
        tags: (post: { id: string }) => (post.id === '3' ? ['a', null] : ['a', 'b']),
      },
      Mutation: { touch: () => 1 },
    },
  }),
);

const viewer = (role: 'ADMIN' | 'LOAN_OFFICER' | null) =>
  ({ viewer: role ? { userId: 1, role, email: 'someone@lendhub.demo' } : null }) as unknown as GatewayContext;

function requestContext(source: string, context: GatewayContext, variables?: Record<string, unknown>, operationName?: string) {
  const document = parse(source);
  const operation = getOperationAST(document, operationName);
  return {
    source,
    document,
    operation: operation!,
    operationName: operation?.name?.value ?? null,
    context,
    request: { query: source, variables, operationName },
  } as unknown as Parameters<ReturnType<typeof compiledExecution>['executor']>[0];
}

/** What a client would be sent of a result, plus each error's class, extensions and original error. */
function shape(result: ExecutionResult) {
  return {
    json: JSON.parse(JSON.stringify(result)) as unknown,
    errors: (result.errors ?? []).map((error) => ({
      isGraphQLError: error instanceof GraphQLError,
      json: error.toJSON(),
      extensions: { ...error.extensions },
      original: error.originalError?.message,
    })),
  };
}

/** Runs a document on the compiled executor and on graphql-js, and checks the compiled plan ran. */
async function both(source: string, context: GatewayContext, variables?: Record<string, unknown>) {
  const compiled = compiledExecution({ schema, isKnownDocument: () => true });
  const ran = await compiled.executor(requestContext(source, context, variables));
  const reference = await execute({ schema, document: parse(source), contextValue: context, variableValues: variables });
  return { ran: shape(ran), reference: shape(reference), counts: compiled.counts };
}

describe('compiled execution answers as graphql-js does', () => {
  const cases: Array<[string, string, ReturnType<typeof viewer>, Record<string, unknown>?]> = [
    ['lists, arguments and variables', 'query ($n: Int!) { posts(first: $n) { id title __typename } }', viewer('LOAN_OFFICER'), { n: 2 }],
    ['a null object', '{ post(id: "404") { id } }', viewer('LOAN_OFFICER')],
    ['a field the role directive refuses (nullable: null in place)', '{ posts(first: 2) { id secret } }', viewer('LOAN_OFFICER')],
    ['the same field for the role it names', '{ posts(first: 2) { id secret } }', viewer('ADMIN')],
    ['a non-null field the directive refuses: null bubbles to data', '{ adminOnly broken }', viewer('LOAN_OFFICER')],
    ['no viewer: UNAUTHENTICATED, null bubbles to data', '{ signedIn adminOnly }', viewer(null)],
    [
      'a type-level directive through an interface: null bubbles to the node',
      '{ a: node(id: "n1") { id ... on Note { body } } b: node(id: "p1") { id } }',
      viewer('LOAN_OFFICER'),
    ],
    ['a non-null field that failed: its object bubbles to null', '{ posts(first: 3) { id mustHave } }', viewer('LOAN_OFFICER')],
    ['null returned for a non-null field', '{ strict { id title } broken }', viewer('LOAN_OFFICER')],
    ['null inside a list of non-null items', '{ post(id: "3") { id tags } }', viewer('LOAN_OFFICER')],
    ['errors with and without extensions, in order', '{ broken missing signedIn }', viewer('ADMIN')],
    [
      'fragments and aliases',
      'query Q { first: post(id: "1") { ...F } second: post(id: "2") { ...F } } fragment F on Post { id title }',
      viewer('ADMIN'),
    ],
  ];

  it.each(cases)('%s', async (title, source, context, variables) => {
    const { ran, reference, counts } = await both(source, context, variables);
    // Where a failed non-null field nulled its parent, graphql-js answers again (its error list differs there).
    const replayed = /bubbles|null returned|null inside a list/.test(title) ? 1 : 0;
    expect(counts).toEqual({ compiled: 1 - replayed, interpreted: replayed, replayed });
    expect(ran).toEqual(reference);
  });

  it('refused variables get graphql-js own answer, and no resolver runs', async () => {
    const { ran, reference, counts } = await both('query ($n: Int!) { posts(first: $n) { id } }', viewer('ADMIN'), { n: 'two' });
    expect(counts).toEqual({ compiled: 0, interpreted: 1, replayed: 0 });
    expect(ran).toEqual(reference);
    expect(reference.errors[0]?.json.message).toMatch(/^Variable "\$n" got invalid value "two"/);
  });
});

describe('what runs on compiled plans', () => {
  it('only known queries: unknown documents and mutations run on graphql-js', async () => {
    const known = '{ posts(first: 1) { id } }';
    const compiled = compiledExecution({ schema, isKnownDocument: (source) => source === known });
    await compiled.executor(requestContext(known, viewer('ADMIN')));
    await compiled.executor(requestContext('{ posts(first: 1) { title } }', viewer('ADMIN')));
    const mutation = compiledExecution({ schema, isKnownDocument: () => true });
    const touched = await mutation.executor(requestContext('mutation { touch }', viewer('ADMIN')));
    expect(compiled.counts).toEqual({ compiled: 1, interpreted: 1, replayed: 0 });
    expect(mutation.counts).toEqual({ compiled: 0, interpreted: 1, replayed: 0 });
    expect(touched).toEqual({ data: { touch: 1 } });
  });

  it('compiles each document once, keeps at most maxPlans, and picks the named operation', async () => {
    const compiled = compiledExecution({ schema, isKnownDocument: () => true, maxPlans: 2 });
    const source = 'query A { posts(first: 1) { id } } query B { posts(first: 1) { title } }';
    const first = await compiled.executor(requestContext(source, viewer('ADMIN'), undefined, 'B'));
    const again = await compiled.executor(requestContext(source, viewer('ADMIN'), undefined, 'A'));
    expect([first.data, again.data]).toEqual([{ posts: [{ title: 'Post 1' }] }, { posts: [{ id: '1' }] }]);
    for (let n = 1; n <= 5; n += 1) await compiled.executor(requestContext(`{ posts(first: ${n}) { id } }`, viewer('ADMIN')));
    expect(compiled.plansKept()).toBe(2);
    expect(compiled.counts).toEqual({ compiled: 7, interpreted: 0, replayed: 0 });
  });
});
