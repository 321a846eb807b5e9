import { getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasLimitRule, depthLimitRule, LIMITS, validationRules } from './limits.ts';
import { executableSchema } from '../../schema.ts';

const schema = executableSchema();
const errorsOf = (query: string, rules = validationRules) =>
  validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message);

/** The deepest path the schema allows today: 8 levels (posts → … → comment author → id). */
const FEED_QUERY = '{ posts { edges { node { author { id } comments { edges { node { author { id } } } } } } } }';

describe('depth limit', () => {
  it('accepts the feed query of the web app and introspection', () => {
    expect(errorsOf(FEED_QUERY)).toEqual([]);
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });

  it('counts nested fields, following fragments and inline fragments', () => {
    const rules = [depthLimitRule(7)];
    expect(errorsOf(FEED_QUERY, rules)).toEqual(['Query is too deep: 8 levels, the limit is 7']);
    const viaFragments =
      '{ node(id: "x") { ... on Post { ...P } } } fragment P on Post { comments { edges { node { ...C } } } } fragment C on Comment { author { id } }';
    // node(1) comments(2) edges(3) node(4) author(5) id(6)
    expect(errorsOf(viaFragments, [depthLimitRule(6)])).toEqual([]);
    expect(errorsOf(viaFragments, [depthLimitRule(5)])).toEqual(['Query is too deep: 6 levels, the limit is 5']);
  });

  it(`is ${LIMITS.maxDepth} on the server`, () => {
    expect(LIMITS.maxDepth).toBe(12);
  });
});

describe('alias limit', () => {
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `v${i}: viewer { id }`).join(' ')} }`;

  it(`accepts ${LIMITS.maxAliases} aliases and rejects one more`, () => {
    expect(errorsOf(aliases(LIMITS.maxAliases))).toEqual([]);
    expect(errorsOf(aliases(LIMITS.maxAliases + 1))).toEqual([
      `Too many aliases: ${LIMITS.maxAliases + 1}, the limit is ${LIMITS.maxAliases}`,
    ]);
  });

  it('counts aliases inside fragments', () => {
    expect(errorsOf('{ viewer { ...F } } fragment F on User { a: id b: id c: id }', [aliasLimitRule(2)])).toEqual([
      'Too many aliases: 3, the limit is 2',
    ]);
  });
});
