import { describe, expect, it } from 'vitest';
import { TEXT_FILE } from '@lendhub/api/testing/uploads';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { gqlUpload } from '../harness/upload.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const CREATE = `mutation ($input: CreateSupportTicketInput!) {
  createSupportTicket(input: $input) {
    message
    supportTicket { id subject category priority status email createdBy { email } attachments { fileName contentType } }
    supportTicketEdge { node { id } }
  }
}`;
const LIST = `{ supportTickets(first: 100) { totalCount edges { node { id createdBy { email } } } } }`;
const input = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Export fails',
  category: 'TECHNICAL',
  priority: 'CRITICAL',
  description: 'The export button shows an error.',
  ...overrides,
});

describe('contact support', () => {
  it('submits a ticket with an attachment', async () => {
    const result = await gqlUpload<{ createSupportTicket: any }>(
      stack,
      CREATE,
      { input: input({ files: [null] }) },
      [{ path: 'variables.input.files.0', content: TEXT_FILE, name: 'steps.txt', type: 'text/plain' }],
      stack.lender,
    );
    expect(result.errors).toBeUndefined();
    const { supportTicket, message, supportTicketEdge } = result.data!.createSupportTicket;
    expect(message).toBe('Support ticket submitted successfully');
    expect(supportTicket).toMatchObject({
      subject: 'Export fails',
      category: 'TECHNICAL',
      priority: 'CRITICAL',
      status: 'OPEN',
      email: 'lender@lendhub.demo',
      createdBy: { email: 'lender@lendhub.demo' },
      attachments: [{ fileName: 'steps.txt', contentType: 'text/plain; charset=utf-8' }],
    });
    expect(supportTicketEdge.node.id).toBe(supportTicket.id);
  });

  it('answers the spec-style messages per field', async () => {
    const result = await stack.gql(CREATE, { input: input({ subject: ' ', description: '' }) }, stack.officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toEqual({ subject: 'Please enter a subject', description: 'Please enter a description' });
    expect(codesOf(await stack.gql(CREATE, { input: input() }, null))).toEqual(['UNAUTHENTICATED']);
  });

  it('lists all tickets for an Admin and only their own for others', async () => {
    await stack.gql(CREATE, { input: input() }, stack.officer);
    await stack.gql(CREATE, { input: input() }, stack.lender);
    const all = await stack.gql<{ supportTickets: any }>(LIST, {}, stack.admin);
    const allEmails = new Set(all.data!.supportTickets.edges.map((edge: any) => edge.node.createdBy.email));
    expect(allEmails).toEqual(new Set(['officer@lendhub.demo', 'lender@lendhub.demo']));
    expect(all.data!.supportTickets.totalCount).toBe(all.data!.supportTickets.edges.length);
    const own = await stack.gql<{ supportTickets: any }>(LIST, {}, stack.officer);
    expect(new Set(own.data!.supportTickets.edges.map((edge: any) => edge.node.createdBy.email))).toEqual(
      new Set(['officer@lendhub.demo']),
    );
  });

  it('serves the contact information, also by node(id:)', async () => {
    const result = await stack.gql<{ contactInformation: any }>(
      '{ contactInformation { id supportHours email phone liveChatAvailability } }',
      {},
      stack.officer,
    );
    expect(result.data!.contactInformation).toMatchObject({
      supportHours: 'Monday - Friday: 9:00 AM - 5:00 PM',
      email: expect.stringContaining('@'),
    });
    const node = await stack.gql<{ node: any }>(
      'query ($id: ID!) { node(id: $id) { ... on ContactInformation { supportHours } } }',
      { id: result.data!.contactInformation.id },
      stack.lender,
    );
    expect(node.data!.node).toEqual({ supportHours: 'Monday - Friday: 9:00 AM - 5:00 PM' });
  });
});

describe('contact support attachments are private', () => {
  const WITH_URL = CREATE.replace('attachments { fileName contentType }', 'attachments { fileName url }');

  it('are served through the gateway only by the signed link given to a reader of the ticket', async () => {
    const result = await gqlUpload<{ createSupportTicket: any }>(
      stack,
      WITH_URL,
      { input: input({ files: [null] }) },
      [{ path: 'variables.input.files.0', content: TEXT_FILE, name: 'payslip.txt', type: 'text/plain' }],
      stack.officer,
    );
    expect(result.errors).toBeUndefined();
    const { id, attachments } = result.data!.createSupportTicket.supportTicket;
    const url: string = attachments[0].url;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.txt\?expires=\d+&signature=[\w-]+$/);

    const served = await fetch(stack.gateway.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TEXT_FILE);

    const bare = await fetch(stack.gateway.url + url.split('?')[0]);
    expect(bare.status).toBe(403);
    expect(bare.headers.get('cache-control')).toBe('private, no-store');
    const forged = await fetch(stack.gateway.url + url.replace(/signature=[\w-]+/, 'signature=' + 'A'.repeat(43)));
    expect(forged.status).toBe(403);

    // Another user cannot read the ticket, so never receives a link to its file.
    const other = await stack.gql<{ node: any }>(
      'query ($id: ID!) { node(id: $id) { ... on SupportTicket { attachments { url } } } }',
      { id },
      stack.lender,
    );
    expect(other.data?.node ?? null).toBeNull();
  });
});

describe('plain-text fields', () => {
  it('refuse markup with BAD_USER_INPUT and the field named', async () => {
    const result = await stack.gql(CREATE, { input: input({ description: 'Help <script>alert(1)</script>' }) }, stack.officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toEqual({ description: 'HTML is not allowed in this field' });
  });
});
