import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/platform/relay/globalId.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const FIELDS = `__typename id lookupAddress { street city state zip formatted } address { formatted } estimatedValue owner { name }`;
const LOOKUP = `query ($address: String!) { propertyLookup(address: $address) { ${FIELDS} } }`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on Property { ${FIELDS} } } }`;

interface PropertyView {
  __typename: string;
  id: string;
  lookupAddress: { street: string; city: string | null; state: string | null; zip: string | null; formatted: string };
  address: { formatted: string };
  estimatedValue: number | null;
  owner: { name: string | null };
}

async function lookup(address: string): Promise<PropertyView> {
  const response = await stack.gql<{ propertyLookup: PropertyView }>(LOOKUP, { address }, stack.officer);
  expect(response.errors).toBeUndefined();
  return response.data!.propertyLookup;
}

const propertyCalls = () => stack.upstream.requests.filter((request) => request.url.startsWith('/sandbox/property/'));

describe('Property', () => {
  it('is a Node whose id comes from the normalised looked-up address', async () => {
    const property = await lookup('4512 Barton Hills Dr, Austin, TX, 78704');
    expect(property.__typename).toBe('Property');
    expect(property.lookupAddress).toEqual({
      street: '4512 barton hills dr',
      city: 'austin',
      state: 'TX',
      zip: '78704',
      formatted: '4512 barton hills dr, austin, TX 78704',
    });
    expect(property.address.formatted).toBe('4512 Barton Hills Dr, Austin, TX 78704');

    // The same address typed differently is the same property; another address is another one.
    expect((await lookup('  4512  BARTON HILLS DR,austin, tx 78704 ')).id).toBe(property.id);
    expect((await lookup('88 Magnolia Ct, Charlotte, NC 28203')).id).not.toBe(property.id);
  });

  it('is found again by node(id:), with one call to the property service', async () => {
    const property = await lookup('88 Magnolia Ct, Charlotte, NC 28203');
    stack.upstream.reset();
    const again = await stack.gql<{ node: PropertyView }>(NODE, { id: property.id }, stack.officer);
    expect(again.errors).toBeUndefined();
    expect(again.data!.node).toEqual(property);
    expect(propertyCalls()).toHaveLength(1);
  });

  it('answers node(id:) with null, without calling the service, for an id it did not make', async () => {
    const forged = toGlobalId('Property', Buffer.from('88 Magnolia Ct\nCharlotte\nNC\n28203').toString('base64url'));
    const response = await stack.gql<{ node: unknown }>(NODE, { id: forged }, stack.officer);
    expect(response).toMatchObject({ data: { node: null } });
    expect(propertyCalls()).toHaveLength(0);
  });

  it('still answers a query written for the old `PropertyResult` fields, through `propertyLookup`', async () => {
    const response = await stack.gql<{ propertyLookup: Record<string, unknown> }>(
      `{ propertyLookup(address: "4512 Barton Hills Dr, Austin, TX, 78704") { address { formatted } equityPercent characteristics { county } taxHistory { year } } }`,
      {},
      stack.officer,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.propertyLookup).toMatchObject({
      address: { formatted: '4512 Barton Hills Dr, Austin, TX 78704' },
      equityPercent: 100,
    });
  });
});
