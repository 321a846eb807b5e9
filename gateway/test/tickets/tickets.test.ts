import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { globalId } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const TICKET_FIELDS = `id internalId title description category categoryLabel subcategory subcategoryLabel status statusLabel email
  createdBy { id email } replyCount replies { totalCount edges { node { id title message from to author { email } } } }`;

const CREATE = `mutation ($input: CreateTicketInput!) {
  createTicket(input: $input) { message ticket { ${TICKET_FIELDS} } ticketEdge { cursor node { id } } }
}`;
const REPLY = `mutation ($input: ReplyToTicketInput!) {
  replyToTicket(input: $input) { message replyEdge { cursor node { id title from to } } ticket { id replyCount } }
}`;
const STATUS = `mutation ($input: UpdateTicketStatusInput!) { updateTicketStatus(input: $input) { message ticket { id status statusLabel } } }`;
const LIST = `query ($first: Int, $after: String, $status: TicketStatus, $search: String) {
  tickets(first: $first, after: $after, status: $status, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id internalId title status createdBy { email fullName } } }
  }
}`;

async function createTicket(token: string, input: Record<string, unknown> = {}) {
  const result = await stack.gql<{ createTicket: any }>(
    CREATE,
    { input: { title: `Ticket ${Math.random().toString(36).slice(2)}`, description: 'Need help', ...input } },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createTicket.ticket;
}

describe('createTicket', () => {
  it('creates a ticket from the floating panel fields (any signed-in role)', async () => {
    for (const token of [stack.admin, stack.officer, stack.lender]) {
      const result = await stack.gql<{ createTicket: any }>(
        CREATE,
        { input: { title: 'Desk review', description: 'Is it enough?', category: 'appraisals', subcategory: 'desk-review' } },
        token,
      );
      expect(result.errors).toBeUndefined();
      const { ticket, message, ticketEdge } = result.data!.createTicket;
      expect(message).toBe('Ticket created successfully');
      expect(ticket).toMatchObject({
        title: 'Desk review',
        category: 'appraisals',
        categoryLabel: 'Appraisals',
        subcategory: 'desk-review',
        subcategoryLabel: 'Desk Review Question',
        status: 'OPEN',
        statusLabel: 'Open',
        replyCount: 0,
      });
      expect(ticketEdge.node.id).toBe(ticket.id);
      expect(ticket.id).toBe(globalId('Ticket', ticket.internalId));
    }
  });

  it.each([
    [{ title: '', description: 'x' }, 'title', 'Please enter ticket title'],
    [{ title: 'x', description: ' ' }, 'description', 'Please enter ticket description'],
    [{ title: 'x', description: 'x', category: 'assets' }, 'subcategory', 'Please select a subcategory'],
    [{ title: 'x', description: 'x', subcategory: 'desk-review' }, 'category', 'Please select a category'],
    [{ title: 'x', description: 'x', category: 'nope', subcategory: 'desk-review' }, 'category', 'Please select a category'],
  ])('answers BAD_USER_INPUT for %j: %s "%s"', async (input, field, message) => {
    const result = await stack.gql(CREATE, { input }, stack.officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)?.[field]).toBe(message);
  });

  it('needs a signed-in user', async () => {
    const result = await stack.gql(CREATE, { input: { title: 'x', description: 'y' } }, null);
    expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('tickets', () => {
  it('shows an Admin every ticket and a Loan Officer only their own, with totalCount and pages', async () => {
    const mine = await createTicket(stack.officer);
    const theirs = await createTicket(stack.lender);

    const all = await stack.gql<{ tickets: any }>(LIST, { first: 100 }, stack.admin);
    const allIds = all.data!.tickets.edges.map((edge: any) => edge.node.id);
    expect(allIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.data!.tickets.totalCount).toBe(allIds.length);

    const own = await stack.gql<{ tickets: any }>(LIST, { first: 100 }, stack.officer);
    const emails = new Set(own.data!.tickets.edges.map((edge: any) => edge.node.createdBy.email));
    expect([...emails]).toEqual(['officer@lendhub.demo']);
    expect(own.data!.tickets.edges.map((edge: any) => edge.node.id)).not.toContain(theirs.id);

    const firstPage = await stack.gql<{ tickets: any }>(LIST, { first: 1 }, stack.admin);
    expect(firstPage.data!.tickets.pageInfo.hasNextPage).toBe(true);
    const second = await stack.gql<{ tickets: any }>(LIST, { first: 1, after: firstPage.data!.tickets.pageInfo.endCursor }, stack.admin);
    expect(second.data!.tickets.edges[0].node.id).toBe(allIds[1]);
  });

  it('loads the creators of a page with one batched upstream call', async () => {
    await createTicket(stack.officer);
    await createTicket(stack.lender);
    stack.upstream.reset();
    const result = await stack.gql<{ tickets: any }>(LIST, { first: 20 }, stack.admin);
    expect(result.errors).toBeUndefined();
    const userCalls = stack.upstream.requests.filter((request) => request.url.startsWith('/api/User/GetUsersByIds'));
    expect(userCalls).toHaveLength(1);
    expect(stack.upstream.requests.filter((request) => request.url.startsWith('/api/TicketingSystem/GetAllTickets'))).toHaveLength(1);
  });

  it('filters by status and search', async () => {
    const title = `Findable ${Date.now()}`;
    const ticket = await createTicket(stack.officer, { title });
    await stack.gql(STATUS, { input: { ticketId: ticket.id, status: 'IN_PROGRESS' } }, stack.admin);
    const found = await stack.gql<{ tickets: any }>(LIST, { search: title, status: 'IN_PROGRESS' }, stack.admin);
    expect(found.data!.tickets.edges.map((edge: any) => edge.node.id)).toEqual([ticket.id]);
    const none = await stack.gql<{ tickets: any }>(LIST, { search: title, status: 'CLOSED' }, stack.admin);
    expect(none.data!.tickets.totalCount).toBe(0);
  });

  it('lists the categories with their subcategories', async () => {
    const result = await stack.gql<{ ticketCategories: any[] }>(
      '{ ticketCategories { value label subcategories { value label } } }',
      {},
      stack.lender,
    );
    expect(result.data!.ticketCategories.map((c) => c.value)).toEqual([
      'appraisal-direct',
      'appraisals',
      'assets',
      'cash-to-close',
      'conditions',
    ]);
    expect(result.data!.ticketCategories[4].subcategories).toHaveLength(3);
  });
});

describe('replyToTicket', () => {
  it('adds a reply edge that shows on the ticket and notifies the owner', async () => {
    const ticket = await createTicket(stack.officer);
    const result = await stack.gql<{ replyToTicket: any }>(
      REPLY,
      { input: { ticketId: ticket.id, title: 'Re: help', message: 'Done.', from: 'Support', to: 'Officer' } },
      stack.admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.replyToTicket).toMatchObject({ message: 'Ticket replied successfully', ticket: { id: ticket.id, replyCount: 1 } });
    const replyId = result.data!.replyToTicket.replyEdge.node.id;

    const node = await stack.gql<{ node: any }>(
      `query ($id: ID!) { node(id: $id) { ... on TicketReply { title ticket { id } author { email } } } }`,
      { id: replyId },
      stack.officer,
    );
    // The author's contact details are theirs and Admins' only.
    expect(node.data!.node).toEqual({ title: 'Re: help', ticket: { id: ticket.id }, author: { email: null } });
    const notes = await stack.gql<{ notifications: any }>('{ notifications(first: 5) { edges { node { title } } } }', {}, stack.officer);
    expect(notes.data!.notifications.edges[0].node.title).toBe('Support replied to your ticket');
  });

  it('gives field messages for missing reply fields and NOT_FOUND for a ticket the viewer cannot see', async () => {
    const ticket = await createTicket(stack.officer);
    const empty = await stack.gql(REPLY, { input: { ticketId: ticket.id, title: '', message: '', from: 'A', to: 'B' } }, stack.admin);
    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(empty)).toMatchObject({ title: 'Please enter reply title', message: 'Please enter reply message' });
    const hidden = await stack.gql(REPLY, { input: { ticketId: ticket.id, title: 'x', message: 'y', from: 'A', to: 'B' } }, stack.lender);
    expect(codesOf(hidden)).toEqual(['NOT_FOUND']);
  });
});

describe('updateTicketStatus', () => {
  it('lets an Admin change the status', async () => {
    const ticket = await createTicket(stack.officer);
    const result = await stack.gql<{ updateTicketStatus: any }>(STATUS, { input: { ticketId: ticket.id, status: 'CLOSED' } }, stack.admin);
    expect(result.data!.updateTicketStatus).toEqual({
      message: 'Ticket status updated successfully',
      ticket: { id: ticket.id, status: 'CLOSED', statusLabel: 'Closed' },
    });
  });

  it('is FORBIDDEN to a Loan Officer and an Account Executive, before any upstream call', async () => {
    const ticket = await createTicket(stack.officer);
    stack.upstream.reset();
    for (const token of [stack.officer, stack.lender]) {
      const result = await stack.gql(STATUS, { input: { ticketId: ticket.id, status: 'CLOSED' } }, token);
      expect(codesOf(result)).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests.filter((request) => request.url.includes('UpdateTicketStatus'))).toHaveLength(0);
    const node = await stack.gql<{ node: any }>(
      'query ($id: ID!) { node(id: $id) { ... on Ticket { status } } }',
      { id: ticket.id },
      stack.officer,
    );
    expect(node.data!.node.status).toBe('OPEN');
  });

  it('rejects an ID of another type', async () => {
    const result = await stack.gql(STATUS, { input: { ticketId: globalId('Vendor', 1), status: 'CLOSED' } }, stack.admin);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toEqual({ ticketId: 'Expected a Ticket ID' });
  });
});

describe('node(id:)', () => {
  it('fetches a Ticket for its owner and an Admin, and null for someone else', async () => {
    const ticket = await createTicket(stack.officer);
    const query = 'query ($id: ID!) { node(id: $id) { id ... on Ticket { title } } }';
    expect((await stack.gql<{ node: any }>(query, { id: ticket.id }, stack.officer)).data!.node).toEqual({
      id: ticket.id,
      title: ticket.title,
    });
    expect((await stack.gql<{ node: any }>(query, { id: ticket.id }, stack.admin)).data!.node.id).toBe(ticket.id);
    expect((await stack.gql<{ node: any }>(query, { id: ticket.id }, stack.lender)).data!.node).toBeNull();
  });
});
