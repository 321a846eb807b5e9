import { describe, expect, it } from 'vitest';
import { COST, LIMITS } from '../../src/platform/limits/limits.ts';
import type { RunningGateway } from '../../src/index.ts';
import { startProductionGateway } from '../harness/productionGateway.ts';
import { useStack } from '../harness/signedIn.ts';
import { codesOf, type GraphQLResponse } from '../harness/stack.ts';
import { aliasFanOut, directiveFlood, fragmentFanOut, tokenFlood } from './hostileDocuments.ts';

const stack = useStack();

/** Posts a raw body (the harness's gql always sends JSON it builds itself). */
const OPERATOR_KEY = 'operator-key-for-tests';

/** Free-form documents: a production gateway takes them with the operator key only (trusted documents). */
async function post(body: string, gatewayUrl = stack.gateway.url, token?: string): Promise<GraphQLResponse> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** Every refusal below happens before the first upstream call (API, CRM sandbox, property sandbox). */
function expectNoUpstreamCall() {
  expect(stack.upstream.requests).toEqual([]);
}

describe('validation is linear in the document', () => {
  it('answers the 26-fragment fan-out document (2^25 paths) without walking each path', async () => {
    // The time it takes is measured in bench/limits.ts; before the fix this froze the process for seconds.
    const result = await stack.gql(fragmentFanOut(26));
    expect(result).toEqual({ status: 200, data: { viewer: null } });
  });
});

describe('Armor-class limits', () => {
  it(`refuses more than ${LIMITS.maxAliases} aliases before any upstream call`, async () => {
    const ok = await stack.gql(aliasFanOut(LIMITS.maxAliases, 'lenders(first: 1) { totalCount }'), {}, stack.officer);
    expect(ok.errors).toBeUndefined();
    stack.upstream.reset();
    const result = await stack.gql(aliasFanOut(LIMITS.maxAliases + 1, 'lenders(first: 1) { totalCount }'), {}, stack.officer);
    expect(result.status).toBe(400);
    expect(codesOf(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(result.errors![0]!.message).toBe(`Too many aliases: ${LIMITS.maxAliases + 1}, the limit is ${LIMITS.maxAliases}`);
    expectNoUpstreamCall();
  });

  it(`refuses more than ${LIMITS.maxDirectives} directives before any upstream call`, async () => {
    expect((await stack.gql(directiveFlood(LIMITS.maxDirectives), {}, stack.officer)).errors).toBeUndefined();
    stack.upstream.reset();
    const result = await stack.gql(directiveFlood(LIMITS.maxDirectives + 1), {}, stack.officer);
    expect(result.status).toBe(400);
    expect(result.errors!.map((error) => error.message)).toEqual([
      `Too many directives: ${LIMITS.maxDirectives + 1}, the limit is ${LIMITS.maxDirectives}`,
    ]);
    expectNoUpstreamCall();
  });

  it(`refuses a document of more than ${LIMITS.maxTokens} tokens in the parser`, async () => {
    expect((await stack.gql(tokenFlood(LIMITS.maxTokens - 7), {}, stack.officer)).errors).toBeUndefined();
    stack.upstream.reset();
    const result = await stack.gql(tokenFlood(LIMITS.maxTokens - 6), {}, stack.officer);
    expect(result.status).toBe(400);
    expect(codesOf(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    // graphql-js's own wording ("more that").
    expect(result.errors![0]!.message).toMatch(new RegExp(`^Syntax Error: Document contains more tha[nt] ${LIMITS.maxTokens} tokens`));
    expectNoUpstreamCall();
  });

  it('refuses an 800 KB document the same way (the parser stops at the limit)', async () => {
    const body = JSON.stringify({ query: tokenFlood(80_000) });
    expect(body.length).toBeGreaterThan(800_000);
    const result = await post(body, stack.gateway.url, stack.officer);
    expect(result.status).toBe(400);
    expect(codesOf(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expectNoUpstreamCall();
  });

  it(`refuses queries nested deeper than ${LIMITS.maxDepth} levels`, async () => {
    // The schema has no cycle deep enough today, so the abusive query also names unknown fields;
    // the depth rule still reports it (and guards every cycle later domains add).
    let selection = 'id';
    for (let i = 0; i < LIMITS.maxDepth; i += 1) selection = `author { ${selection} }`;
    const result = await stack.gql(`{ posts { edges { node { ${selection} } } } }`, {}, stack.officer);
    expect(result.status).toBe(400);
    expect(result.errors!.map((error) => error.message)).toContain(
      `Query is too deep: ${LIMITS.maxDepth + 4} levels, the limit is ${LIMITS.maxDepth}`,
    );
    expectNoUpstreamCall();
  });
});

describe('static cost', () => {
  const FEED = 'query ($posts: Int) { posts(first: $posts) { edges { node { comments(first: 100) { edges { node { id } } } } } } }';

  it('counts list sizes from `first`, variables included', async () => {
    // 1 + 5 × (1 + 1 + 1 + 100 × 2) = 1,016 points: served.
    expect((await stack.gql(FEED, { posts: 5 }, stack.officer)).errors).toBeUndefined();
    stack.upstream.reset();
    // 1 + 50 × 203 = 10,151 points: refused.
    const result = await stack.gql(FEED, { posts: 50 }, stack.officer);
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      { message: `Query is too costly: 10151 points, the budget is ${COST.budget}`, extensions: { code: 'QUERY_TOO_COSTLY' } },
    ]);
    expectNoUpstreamCall();
  });

  it('allows two CRM fields in one request and refuses a third (no CRM call made)', async () => {
    const two = await stack.gql('{ a: pipelineDashboard { conversionRate } b: opportunities(first: 1) { totalCount } }', {}, stack.officer);
    expect(two.errors).toBeUndefined();
    stack.upstream.reset();
    const three = await stack.gql(aliasFanOut(3, 'pipelineDashboard { conversionRate }'), {}, stack.officer);
    expect(codesOf(three)).toEqual(['QUERY_TOO_COSTLY']);
    expectNoUpstreamCall();
    const lookups = await stack.gql(aliasFanOut(3, 'propertyLookup(address: "1 Main St, Austin, TX 78701") { id }'), {}, stack.officer);
    expect(codesOf(lookups)).toEqual(['QUERY_TOO_COSTLY']);
    expectNoUpstreamCall();
  });

  it('allows one assistant question per request', async () => {
    const ask = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `q${i}: askAssistant(input: { message: "What is an FHA loan?" }) { reply { id } }`).join(' ')} }`;
    const two = await stack.gql(ask(2), {}, stack.officer);
    expect(codesOf(two)).toEqual(['QUERY_TOO_COSTLY']);
    expectNoUpstreamCall();
  });
});

describe('field suggestions', () => {
  let production: RunningGateway;
  const TYPO = '{ viewr { id } }';
  const BAD_ENUM = ['query ($program: LoanProgram) { lenders(program: $program) { totalCount } }', { program: 'QMM' }] as const;

  it('are given in development', async () => {
    expect((await stack.gql(TYPO)).errors![0]!.message).toMatch(/Did you mean "viewer"\?/);
  });

  it('are removed from every error in production', async () => {
    production = await startProductionGateway(stack, { operatorKey: OPERATOR_KEY });
    try {
      const typo = await post(JSON.stringify({ query: TYPO }), production.url);
      expect(typo.errors![0]!.message).toBe('Cannot query field "viewr" on type "Query".');
      const badEnum = await post(JSON.stringify({ query: BAD_ENUM[0], variables: BAD_ENUM[1] }), production.url, stack.officer);
      expect(badEnum.errors![0]!.message).toMatch(/QMM/);
      expect(badEnum.errors![0]!.message).not.toMatch(/Did you mean/);
    } finally {
      await production.close();
    }
  });
});
