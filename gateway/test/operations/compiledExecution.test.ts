import { SAMPLE_PRICE_SCENARIO } from '@lendhub/domain/testing/pricing';
import { getOperationAST, Kind, parse, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../src/index.ts';
import { useStack } from '../harness/signedIn.ts';
import { webDocuments } from '../limits/webDocuments.ts';

// The web's queries run on compiled plans (platform/graphql/compiledExecution.ts). Here every one of them is sent,
// by each kind of caller, to this gateway and to a second one on the same API that runs graphql-js only: the two
// answers (status, data, errors as the client gets them) must be the same.
const stack = useStack();
let reference: RunningGateway;

beforeAll(async () => {
  reference = await startGateway({
    port: 0,
    apiUrl: stack.upstream.url,
    jwtSecret: stack.jwtSecret,
    host: '127.0.0.1',
    compiledQueries: false,
  });
});
afterAll(() => reference?.close());

/** A value for each required variable: enough to run the document (most name nothing that exists: the error paths). */
function variablesFor(text: string): Record<string, unknown> | null {
  const operation = getOperationAST(parse(text));
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    if (definition.type.kind !== Kind.NON_NULL_TYPE || definition.defaultValue) continue;
    const value = valueOf(definition.type.type);
    if (value === undefined) return null;
    variables[definition.variable.name.value] = value;
  }
  return variables;
}

function valueOf(type: TypeNode): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return valueOf(type.type);
  if (type.kind === Kind.LIST_TYPE) return [];
  const name = type.name.value;
  // base64("Post:1"): a well-formed id of a post that may or may not be readable.
  if (name === 'ID') return 'UG9zdDox';
  if (name === 'String') return 'mega_capital';
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  // The quote page's scenario (the pricer answers it).
  if (name === 'PriceScenarioInput') return SAMPLE_PRICE_SCENARIO;
  return undefined;
}

const queries = webDocuments().filter(({ text }) => getOperationAST(parse(text))?.operation === 'query');

async function post(url: string, query: string, variables: Record<string, unknown>, token: string | null) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
}

describe('the web app’s queries on compiled plans', () => {
  it('are many, and each can be given its variables', () => {
    expect(queries.length).toBeGreaterThan(30);
    expect(queries.filter(({ text }) => variablesFor(text) === null).map(({ name }) => name)).toEqual([]);
  });

  it.each(queries)('$name answers as graphql-js does, for every role and signed out', async ({ text }) => {
    const variables = variablesFor(text)!;
    for (const token of [null, stack.officer, stack.lender, stack.admin]) {
      const before = { ...stack.gateway.executions };
      const compiled = await post(stack.gateway.url, text, variables, token);
      const interpreted = await post(reference.url, text, variables, token);
      expect(compiled).toEqual(interpreted);
      // It did run on this gateway's compiled plan (or, where a non-null field failed, compiled and then replayed).
      expect(stack.gateway.executions.compiled + stack.gateway.executions.replayed).toBe(before.compiled + before.replayed + 1);
    }
  });

  it('the feed page: the same data, from its compiled plan, with nothing run twice', async () => {
    const feed = queries.find(({ name }) => name === 'LenderFinderRouteQuery')!.text;
    const before = { ...stack.gateway.executions };
    const compiled = await post(stack.gateway.url, feed, {}, stack.officer);
    expect(stack.gateway.executions).toEqual({ ...before, compiled: before.compiled + 1 });
    expect(compiled.body.errors).toBeUndefined();
    expect(compiled).toEqual(await post(reference.url, feed, {}, stack.officer));
    const posts = (compiled.body.data as { posts: { edges: unknown[] } }).posts.edges;
    expect(posts.length).toBe(10);
  });

  it('a role the directive refuses: the same FORBIDDEN errors and nulls', async () => {
    const users = queries.find(({ name }) => name === 'UsersRouteQuery')!.text;
    const compiled = await post(stack.gateway.url, users, variablesFor(users)!, stack.officer);
    expect(compiled.body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(compiled.body.errors)).toContain('FORBIDDEN');
    expect(compiled).toEqual(await post(reference.url, users, variablesFor(users)!, stack.officer));
  });

  it('a query that is not one of the web’s documents runs on graphql-js', async () => {
    const before = { ...stack.gateway.executions };
    const answer = await post(stack.gateway.url, '{ viewer { id fullName } }', {}, stack.officer);
    expect(answer.body.errors).toBeUndefined();
    expect(stack.gateway.executions).toEqual({ ...before, interpreted: before.interpreted + 1 });
  });
});
