import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

/** The GraphQL-over-HTTP spec audits (graphql-http's auditServer): no MUST may fail. */
describe('GraphQL over HTTP audit', () => {
  it('passes every required audit (0 errors)', async () => {
    const results = await auditServer({ url: `${stack.gateway.url}/graphql` });
    const errors = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(errors).toEqual([]);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThanOrEqual(54);
  });
});
