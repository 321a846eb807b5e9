import { describe, expect, it } from 'vitest';
import { PDF_SMALL, PNG_1X1 } from '@lendhub/api/testing/uploads';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { gqlUpload } from '../harness/upload.ts';
import { globalId } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const VENDOR_FIELDS = `id internalId name category description contactEmail phoneNumber website status statusLabel foundedYear licenseNumber
  loanTypes services minimumCreditScore thirtyYearFixedRate fifteenYearFixedRate fiveOneArmRate rating createdBy modifiedBy createdAt modifiedAt`;
const CREATE = `mutation ($input: CreateVendorInput!) { createVendor(input: $input) { message vendor { ${VENDOR_FIELDS} } vendorEdge { node { id } } } }`;
const UPDATE = `mutation ($input: UpdateVendorInput!) { updateVendor(input: $input) { message vendor { id name rating status loanTypes } } }`;
const DELETE = `mutation ($input: DeleteVendorInput!) { deleteVendor(input: $input) { message deletedVendorId } }`;
const LIST = `query ($search: String, $first: Int) { vendors(search: $search, first: $first) { totalCount edges { node { id name } } } }`;
const CREATE_TICKET = `mutation ($input: CreateVendorTicketInput!) {
  createVendorTicket(input: $input) {
    message
    vendorTicket { id internalId vendor { id } vendorName category categoryName priority subject status requester { email } attachments { fileName contentType size url } }
  }
}`;

let counter = 0;
function vendorInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Gateway Vendor ${Date.now().toString(36)}-${counter}`,
    category: 'Credit Union',
    description: 'Credit union partner with portfolio products.',
    contactEmail: 'team@vendor.example',
    phoneNumber: '+1 555 010 2020',
    website: 'vendor.example',
    status: 'ACTIVE',
    foundedYear: 2005,
    licenseNumber: 'LIC-778',
    loanTypes: ['Conventional', 'Portfolio'],
    services: ['HELOC', 'Portfolio Loans'],
    minimumCreditScore: 660,
    thirtyYearFixedRate: 6.5,
    fifteenYearFixedRate: 5.875,
    fiveOneArmRate: 6.0,
    rating: 3.5,
    ...overrides,
  };
}

async function createVendor(input = vendorInput()) {
  const result = await stack.gql<{ createVendor: any }>(CREATE, { input }, stack.admin);
  expect(result.errors).toBeUndefined();
  return result.data!.createVendor.vendor;
}

describe('vendor mutations', () => {
  it('creates a vendor (Admin) with defaults createdBy/modifiedBy system', async () => {
    const input = vendorInput();
    const result = await stack.gql<{ createVendor: any }>(CREATE, { input }, stack.admin);
    expect(result.errors).toBeUndefined();
    const { vendor, message, vendorEdge } = result.data!.createVendor;
    expect(message).toBe(`Vendor ${input.name} added successfully`);
    expect(vendor).toMatchObject({ ...input, statusLabel: 'Active', createdBy: 'system', modifiedBy: 'system' });
    expect(vendorEdge.node.id).toBe(vendor.id);
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter vendor name'],
    [{ category: 'Bakery' }, 'category', 'Please select a category'],
    [{ contactEmail: 'nope' }, 'contactEmail', 'Please enter a valid email'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Please enter phone number'],
    [{ website: '' }, 'website', 'Please enter website'],
    [{ licenseNumber: ' ' }, 'licenseNumber', 'Please enter license number'],
    [{ description: '' }, 'description', 'Please enter description'],
    [{ loanTypes: [] }, 'loanTypes', 'Please select loan types'],
    [{ services: [] }, 'services', 'Please select services'],
    [{ fiveOneArmRate: 0 }, 'fiveOneArmRate', 'Rate must be between 0 and 30'],
    [{ rating: 4.2 }, 'rating', 'Rating must be between 0.5 and 5 in half stars'],
  ])('answers BAD_USER_INPUT for %j on %s: "%s"', async (change, field, message) => {
    const result = await stack.gql(CREATE, { input: vendorInput(change) }, stack.admin);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)?.[field]).toBe(message);
  });

  it('updates and deletes (Admin); the deleted id is the global id', async () => {
    const vendor = await createVendor();
    const renamed = vendorInput({ rating: 5, status: 'INACTIVE', loanTypes: ['VA'] });
    const updated = await stack.gql<{ updateVendor: any }>(UPDATE, { input: { ...renamed, vendorId: vendor.id } }, stack.admin);
    expect(updated.data!.updateVendor).toEqual({
      message: `Vendor ${renamed.name} updated successfully`,
      vendor: { id: vendor.id, name: renamed.name, rating: 5, status: 'INACTIVE', loanTypes: ['VA'] },
    });
    const deleted = await stack.gql<{ deleteVendor: any }>(DELETE, { input: { vendorId: vendor.id } }, stack.admin);
    expect(deleted.data!.deleteVendor).toEqual({ message: 'Vendor deleted successfully', deletedVendorId: vendor.id });
    const node = await stack.gql<{ node: any }>('query ($id: ID!) { node(id: $id) { id } }', { id: vendor.id }, stack.admin);
    expect(node.data!.node).toBeNull();
    const again = await stack.gql(DELETE, { input: { vendorId: vendor.id } }, stack.admin);
    expect(codesOf(again)).toEqual(['NOT_FOUND']);
  });

  it('is FORBIDDEN to Loan Officer and Account Executive for create, update and delete', async () => {
    const vendor = await createVendor();
    stack.upstream.reset();
    for (const token of [stack.officer, stack.lender]) {
      expect(codesOf(await stack.gql(CREATE, { input: vendorInput() }, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(UPDATE, { input: { ...vendorInput(), vendorId: vendor.id } }, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(DELETE, { input: { vendorId: vendor.id } }, token))).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    expect(codesOf(await stack.gql(CREATE, { input: vendorInput() }, null))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('vendors', () => {
  it('searches with totalCount; no match is an empty connection, not an error', async () => {
    const vendor = await createVendor();
    const found = await stack.gql<{ vendors: any }>(LIST, { search: vendor.name }, stack.officer);
    expect(found.data!.vendors).toEqual({ totalCount: 1, edges: [{ node: { id: vendor.id, name: vendor.name } }] });
    const none = await stack.gql<{ vendors: any }>(LIST, { search: 'no such vendor anywhere' }, stack.officer);
    expect(none.errors).toBeUndefined();
    expect(none.data!.vendors).toEqual({ totalCount: 0, edges: [] });
  });

  it('serves the form options', async () => {
    const result = await stack.gql<{ vendorFormOptions: any }>(
      '{ vendorFormOptions { categories loanTypes services ticketPriorities } }',
      {},
      stack.admin,
    );
    expect(result.data!.vendorFormOptions.categories).toHaveLength(10);
    expect(result.data!.vendorFormOptions.services).toHaveLength(25);
    expect(result.data!.vendorFormOptions.ticketPriorities).toEqual(['LOW', 'MEDIUM', 'HIGH', 'URGENT']);
  });
});

describe('createVendorTicket', () => {
  it('files a ticket with attachments through the multipart request spec', async () => {
    const vendor = await createVendor();
    const input = {
      vendorId: vendor.id,
      subject: 'Portal access',
      category: 4,
      priority: 'URGENT',
      description: 'Locked out of the portal',
      files: [null, null],
    };
    const result = await gqlUpload<{ createVendorTicket: any }>(
      stack,
      CREATE_TICKET,
      { input },
      [
        { path: 'variables.input.files.0', content: PDF_SMALL, name: 'letter.pdf', type: 'application/pdf' },
        { path: 'variables.input.files.1', content: PNG_1X1, name: 'screen.png', type: 'image/png' },
      ],
      stack.officer,
    );
    expect(result.errors).toBeUndefined();
    const { vendorTicket, message } = result.data!.createVendorTicket;
    expect(message).toBe(`Ticket for ${vendor.name} created successfully`);
    expect(vendorTicket).toMatchObject({
      vendor: { id: vendor.id },
      category: 4,
      categoryName: 'Credit Union',
      priority: 'URGENT',
      status: 'OPEN',
      requester: { email: 'officer@lendhub.demo' },
    });
    expect(vendorTicket.attachments.map((a: any) => [a.fileName, a.contentType])).toEqual([
      ['letter.pdf', 'application/pdf'],
      ['screen.png', 'image/png'],
    ]);
    const served = await fetch(`${stack.gateway.url}${vendorTicket.attachments[0].url}`);
    expect(served.status).toBe(200);

    const node = await stack.gql<{ node: any }>(
      'query ($id: ID!) { node(id: $id) { ... on VendorTicket { subject } } }',
      { id: vendorTicket.id },
      stack.lender,
    );
    expect(node.data!.node).toBeNull();
    const own = await stack.gql<{ node: any }>(
      'query ($id: ID!) { node(id: $id) { ... on VendorTicket { subject } } }',
      { id: vendorTicket.id },
      stack.officer,
    );
    expect(own.data!.node).toEqual({ subject: 'Portal access' });
  });

  it('answers field messages, a refused attachment type, and NOT_FOUND for a vendor that is gone', async () => {
    const vendor = await createVendor();
    const base = { vendorId: vendor.id, subject: 'x', category: 1, priority: 'LOW', description: 'y' };
    const empty = await stack.gql(CREATE_TICKET, { input: { ...base, subject: '', description: '' } }, stack.officer);
    expect(fieldsOf(empty)).toEqual({ subject: 'Please enter a subject', description: 'Please enter a description' });
    const badCategory = await stack.gql(CREATE_TICKET, { input: { ...base, category: 11 } }, stack.officer);
    expect(fieldsOf(badCategory)).toEqual({ category: 'Please select a category' });
    const badFile = await gqlUpload(
      stack,
      CREATE_TICKET,
      { input: { ...base, files: [null] } },
      [{ path: 'variables.input.files.0', content: Buffer.from('MZ-not-a-pdf'), name: 'x.pdf' }],
      stack.officer,
    );
    expect(codesOf(badFile)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(badFile)).toEqual({ files: 'You can only attach PDF, PNG, JPG, WEBP or TXT files!' });
    await stack.gql(DELETE, { input: { vendorId: vendor.id } }, stack.admin);
    expect(codesOf(await stack.gql(CREATE_TICKET, { input: base }, stack.officer))).toEqual(['NOT_FOUND']);
    expect(codesOf(await stack.gql(CREATE_TICKET, { input: { ...base, vendorId: globalId('Ticket', 1) } }, stack.officer))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});
