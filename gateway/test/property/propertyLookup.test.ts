import { sandboxApiKey } from '@lendhub/server-kit/sandbox-key';
import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const QUERY = `query ($address: String!) {
  propertyLookup(address: $address) {
    address { formatted }
    estimatedValue lienAmount equity equityPercent ltv confidenceScore
    priceRange { min max }
    characteristics { beds baths squareFeet yearBuilt propertyType county latitude longitude }
    owner { name mailingAddress propertyAddress ownerType absenteeOwner }
    taxHistory { year taxAmount assessedValue marketValue }
    salesHistory { date price buyers sellers documentType }
    loanHistory { date amount type lender originalAmount currentBalance interestRate monthlyPayment }
    foreclosureStatus
  }
}`;

async function lookup(address: string) {
  return stack.gql<{ propertyLookup: Record<string, unknown> | null }>(QUERY, { address }, await stack.tokenFor('LOAN_OFFICER'));
}

describe('propertyLookup on the embedded sandbox', () => {
  it('returns every field of the Property result for "street, city, state, zip"', async () => {
    const response = await lookup('4512 Barton Hills Dr, Austin, TX, 78704');
    expect(response.errors).toBeUndefined();
    const result = response.data!.propertyLookup!;
    expect(result['address']).toEqual({ formatted: '4512 Barton Hills Dr, Austin, TX 78704' });
    expect(result['owner']).toMatchObject({
      ownerType: 'Corporate',
      absenteeOwner: true,
      propertyAddress: '4512 Barton Hills Dr, Austin, TX 78704',
    });
    expect(result['foreclosureStatus']).toBeNull();
    expect(result['lienAmount']).toBe(0);
    expect(result['equityPercent']).toBe(100);
    expect((result['salesHistory'] as unknown[]).length).toBeGreaterThan(0);
    expect((result['taxHistory'] as unknown[]).length).toBe(5);
  });

  it('shows the foreclosure', async () => {
    const response = await lookup('88 Magnolia Ct, Charlotte, NC 28203');
    expect(response.data!.propertyLookup!['foreclosureStatus']).toBe('In Foreclosure');
  });

  it.each([
    ['1 Nowhere Rd, Springfield, IL, 62701', 'PROPERTY_NOT_FOUND', 'Property not found in BatchData database'],
    ['Lot 7 Prairie Wind Dr, Frisco, TX, 75034', 'PROPERTY_NO_DATA', 'No property data found in BatchData API response'],
  ])('answers %j with null and %s', async (address, code, message) => {
    const response = await lookup(address);
    expect(response.data).toEqual({ propertyLookup: null });
    expect(response.errors).toEqual([{ message, path: ['propertyLookup'], locations: expect.any(Array), extensions: { code } }]);
  });

  it('refuses a blank address with BAD_USER_INPUT', async () => {
    const response = await lookup('   ');
    expect(codesOf(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Please enter a property address');
  });

  it('never sends the service key to the browser', async () => {
    const key = sandboxApiKey(stack.jwtSecret);
    const responses = await Promise.all([lookup('88 Magnolia Ct, Charlotte, NC, 28203'), lookup('1 Nowhere Rd, Springfield, IL, 62701')]);
    for (const response of responses) expect(JSON.stringify(response)).not.toContain(key);
  });
});
