import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const IMPORT = `mutation ($input: ImportVendorsInput!) {
  importVendors(input: $input) { message vendorEdges { cursor node { id name licenseNumber status loanTypes services rating fiveOneArmRate } } }
}`;
const LIST = `query ($search: String) { vendors(search: $search, first: 100) { totalCount edges { node { name } } } }`;

function row(marker: string, index: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `${marker} vendor ${index}`,
    category: 'Bank',
    description: 'Imported from a CSV file.',
    contactEmail: 'import@vendor.example',
    phoneNumber: '+1 555 010 3030',
    website: 'https://vendor.example',
    status: 'ACTIVE',
    foundedYear: 2010,
    licenseNumber: marker,
    loanTypes: ['FHA', 'Jumbo'],
    services: ['HELOC', 'Refinancing', 'Portfolio Loans'],
    minimumCreditScore: 640,
    thirtyYearFixedRate: 6.25,
    fifteenYearFixedRate: 5.5,
    fiveOneArmRate: 5.75,
    rating: 4,
    ...overrides,
  };
}

const marker = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function countMarked(search: string): Promise<number> {
  const result = await stack.gql<{ vendors: { totalCount: number } }>(LIST, { search }, stack.admin);
  return result.data!.vendors.totalCount;
}

describe('importVendors', () => {
  it('creates every row in one upstream call and answers their edges in order', async () => {
    const mark = marker('gw-import');
    const vendors = [row(mark, 1), row(mark, 2, { status: 'INACTIVE', rating: 2.5 })];
    const result = await stack.gql<{ importVendors: any }>(IMPORT, { input: { vendors } }, stack.admin);
    expect(result.errors).toBeUndefined();
    const { message, vendorEdges } = result.data!.importVendors;
    expect(message).toBe('2 vendors imported successfully');
    expect(vendorEdges.map((edge: any) => edge.node)).toEqual([
      expect.objectContaining({ name: vendors[0]!.name, status: 'ACTIVE', loanTypes: ['FHA', 'Jumbo'], fiveOneArmRate: 5.75 }),
      expect.objectContaining({
        name: vendors[1]!.name,
        status: 'INACTIVE',
        rating: 2.5,
        services: ['HELOC', 'Refinancing', 'Portfolio Loans'],
      }),
    ]);
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET').map((request) => request.url)).toEqual([
      '/api/Vendor/ImportVendorsWithMortgage',
    ]);
    expect(await countMarked(mark)).toBe(2);
  });

  it('refuses all rows when one is invalid: BAD_USER_INPUT naming the row and the GraphQL field', async () => {
    const mark = marker('gw-import-bad');
    const vendors = [row(mark, 1), row(mark, 2, { name: '' }), row(mark, 3, { fiveOneArmRate: 0 })];
    const result = await stack.gql(IMPORT, { input: { vendors } }, stack.admin);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toBe('Row 2: Please enter vendor name');
    expect(fieldsOf(result)).toEqual({
      'vendors.1.name': 'Please enter vendor name',
      'vendors.2.fiveOneArmRate': 'Rate must be between 0 and 30',
    });
    expect(await countMarked(mark)).toBe(0);
  });

  it('is for Admins only: FORBIDDEN without an upstream write; signed out UNAUTHENTICATED', async () => {
    const mark = marker('gw-import-role');
    for (const token of [stack.officer, stack.lender]) {
      expect(codesOf(await stack.gql(IMPORT, { input: { vendors: [row(mark, 1)] } }, token))).toEqual(['FORBIDDEN']);
    }
    expect(codesOf(await stack.gql(IMPORT, { input: { vendors: [row(mark, 1)] } }, null))).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    expect(await countMarked(mark)).toBe(0);
  });
});
