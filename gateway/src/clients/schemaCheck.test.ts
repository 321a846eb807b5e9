import { describe, expect, it } from 'vitest';
import { checkSchema, coordinateOfChange } from './schemaCheck.ts';

const RELEASED = /* GraphQL */ `
  type Query { lender(id: ID!): Lender, lenders(first: Int): [Lender!]! }
  type Lender { id: ID!, name: String!, overlays: String, rate: Float }
`;
const TOOL = { client: 'backlog-tool', documents: { a: 'query LenderNames { lenders(first: 5) { name } }' } };
const WEB = { client: 'lendhub-web', documents: { b: 'query LenderOverlays($id: ID!) { lender(id: $id) { overlays } }' } };

describe('schema:check', () => {
  it('passes an additive change', async () => {
    const working = RELEASED.replace('rate: Float }', 'rate: Float, phone: String }');
    const report = await checkSchema({ released: RELEASED, working, documents: [TOOL, WEB] });
    expect(report.ok).toBe(true);
    expect(report.changes).toEqual([
      { level: 'NON_BREAKING', message: "Field 'phone' was added to object type 'Lender'", coordinate: 'Lender.phone' },
    ]);
  });

  it('fails the removal of a field a registered document uses, naming the client', async () => {
    const working = RELEASED.replace('overlays: String, ', '');
    const report = await checkSchema({ released: RELEASED, working, documents: [TOOL, WEB] });
    expect(report.ok).toBe(false);
    expect(report.failures).toEqual([
      'lendhub-web: document b no longer validates: Cannot query field "overlays" on type "Lender".',
      "lendhub-web: breaking change \"Field 'overlays' was removed from object type 'Lender'\" — used by document b",
    ]);
  });

  it('fails a breaking change a client used in the period, and lets one nobody depends on pass', async () => {
    const working = RELEASED.replace(', rate: Float', '');
    const unused = await checkSchema({ released: RELEASED, working, documents: [TOOL, WEB] });
    expect(unused.ok).toBe(true);
    expect(unused.unusedBreaking).toEqual(["Field 'rate' was removed from object type 'Lender'"]);
    const used = await checkSchema({
      released: RELEASED,
      working,
      documents: [TOOL],
      usage: [{ client: 'rates-export', version: '3.1', coordinate: 'Lender.rate', operations: 12 }],
    });
    expect(used.failures).toEqual([
      "rates-export@3.1: breaking change \"Field 'rate' was removed from object type 'Lender'\" — used by 12 operation(s) in the period",
    ]);
  });

  it('ties an argument change to the argument, a new required argument to the field', async () => {
    const changed = await checkSchema({
      released: RELEASED,
      working: RELEASED.replace('lenders(first: Int)', 'lenders(first: Int!)'),
      documents: [TOOL],
    });
    expect(changed.failures).toEqual([expect.stringMatching(/^backlog-tool: breaking change .*first.* — used by document a$/)]);
    const added = await checkSchema({
      released: RELEASED,
      working: RELEASED.replace('lenders(first: Int)', 'lenders(first: Int, state: String!)'),
      documents: [TOOL],
    });
    expect(added.failures.some((failure) => failure.startsWith('backlog-tool: breaking change'))).toBe(true);
    expect(
      coordinateOfChange({
        type: 'FIELD_ARGUMENT_REMOVED',
        path: 'Query.lenders.first',
        message: '',
        meta: {},
        criticality: { level: 'BREAKING' },
      } as never),
    ).toBe('Query.lenders(first)');
  });
});
