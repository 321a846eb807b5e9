import { describe, expect, it } from 'vitest';
import { useTestApi, unique, type Session } from './helpers/test-api.ts';

interface Ticket {
  ticketId: number;
  ticketTitle: string;
  status: string;
  createdBy: number;
  emailAddress: string;
  category: string | null;
  subcategory: string | null;
  replies: { replyId: number; title: string; message: string; from: string; to: string }[];
}

describe('ticketing API', () => {
  const { api, admin, officer, lender } = useTestApi();

  const create = (session: Session, body: Record<string, unknown>) =>
    api.call<Ticket>('POST', '/api/TicketingSystem/CreateTicket', { token: session.token, body });
  const newTicket = async (session: Session, title = unique('Appraisal question')) =>
    (await create(session, { ticketId: 0, ticketTitle: title, description: 'When is the appraisal due?' })).body.data;
  const notifications = async (session: Session) =>
    (
      await api.call<{ kind: string; title: string; body: string; link: string | null }[]>('GET', '/api/Notifications', {
        token: session.token,
      })
    ).body.data;

  describe('CreateTicket', () => {
    it('creates from the header modal body: Open, creator and email recorded', async () => {
      const answer = await create(officer, { ticketId: 0, ticketTitle: 'Need help', description: 'Condition list unclear' });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(200);
      expect(answer.body.responseMsg).toBe('Ticket created successfully');
      expect(answer.body.data).toMatchObject({
        ticketId: expect.any(Number),
        ticketTitle: 'Need help',
        status: 'Open',
        createdBy: officer.userId,
        emailAddress: 'officer@lendhub.demo',
        category: null,
        subcategory: null,
        replies: [],
      });
    });

    it('creates from the floating panel body with category and subcategory (labels stored as values)', async () => {
      const answer = await create(lender, {
        ticketTitle: 'Desk review',
        category: 'Appraisals',
        subcategory: 'Desk Review Question',
        description: 'Is a desk review enough?',
        status: 'Open',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ category: 'appraisals', subcategory: 'desk-review', status: 'Open' });
    });

    it('always starts Open, whatever status is sent', async () => {
      const answer = await create(officer, { ticketTitle: 'Sneaky', description: 'x', status: 'Closed' });
      expect(answer.body.data.status).toBe('Open');
    });

    it.each([
      [{ ticketTitle: '', description: 'x' }, 'ticketTitle', 'Please enter ticket title'],
      [{ description: 'x' }, 'ticketTitle', 'Please enter ticket title'],
      [{ ticketTitle: 'x', description: ' ' }, 'description', 'Please enter ticket description'],
      [{ ticketTitle: 'x', description: 'x', category: 'assets' }, 'subcategory', 'Please select a subcategory'],
      [{ ticketTitle: 'x', description: 'x', subcategory: 'desk-review' }, 'category', 'Please select a category'],
      [{ ticketTitle: 'x', description: 'x', category: 'cooking', subcategory: 'desk-review' }, 'category', 'Please select a category'],
      [{ ticketTitle: 'x', description: 'x', category: 'assets', subcategory: 'souffle' }, 'subcategory', 'Please select a subcategory'],
    ])('refuses %j with %s: "%s"', async (body, field, message) => {
      const before = (await api.call<Ticket[]>('GET', '/api/TicketingSystem/GetAllTickets', { token: admin.token })).body.data.length;
      const answer = await create(officer, body);
      expect(answer.status).toBe(400);
      expect(answer.body.responseMsg).toBe(message);
      expect(answer.body.data.errors[field]).toBe(message);
      expect((await api.call<Ticket[]>('GET', '/api/TicketingSystem/GetAllTickets', { token: admin.token })).body.data.length).toBe(before);
    });

    it('needs a token', async () => {
      expect((await api.call('POST', '/api/TicketingSystem/CreateTicket', { body: { ticketTitle: 'x', description: 'y' } })).status).toBe(
        401,
      );
    });
  });

  it('serves the categories with their subcategories and the statuses', async () => {
    const options = (await api.call('GET', '/api/TicketingSystem/GetTicketOptions', { token: officer.token })).body.data;
    expect(options.categories.map((c: { label: string }) => c.label)).toEqual([
      'Appraisal Direct',
      'Appraisals',
      'Assets',
      'Cash to Close',
      'Conditions',
    ]);
    expect(options.categories[0].subcategories.map((s: { value: string }) => s.value)).toEqual([
      'conventional-appraisal',
      'desk-review',
      'fha-va-appraisal',
    ]);
    expect(options.statuses).toEqual(['Open', 'In Progress', 'Closed']);
  });

  describe('GetAllTickets', () => {
    it('shows an Admin every ticket and everyone else only their own, each with its replies', async () => {
      const mine = await newTicket(officer);
      const theirs = await newTicket(lender);
      const all = (await api.call<Ticket[]>('GET', '/api/TicketingSystem/GetAllTickets', { token: admin.token })).body.data.map(
        (t) => t.ticketId,
      );
      expect(all).toEqual(expect.arrayContaining([mine.ticketId, theirs.ticketId]));

      const officerList = await api.call<Ticket[]>('GET', '/api/TicketingSystem/GetAllTickets', { token: officer.token });
      expect(officerList.status).toBe(200);
      expect(officerList.body.data.length).toBeGreaterThan(0);
      expect(officerList.body.data.every((t) => t.createdBy === officer.userId)).toBe(true);
      expect(officerList.body.data.map((t) => t.ticketId)).toContain(mine.ticketId);
      expect(officerList.body.data.map((t) => t.ticketId)).not.toContain(theirs.ticketId);

      // by-id lookups follow the same rule
      expect(
        (await api.call<Ticket[]>('GET', `/api/TicketingSystem/GetTicketsByIds?ids=${theirs.ticketId}`, { token: officer.token })).body
          .data,
      ).toEqual([]);
      expect(
        (await api.call<Ticket[]>('GET', `/api/TicketingSystem/GetTicketsByIds?ids=${theirs.ticketId}`, { token: admin.token })).body.data,
      ).toHaveLength(1);
    });

    it('filters by status and searches title, description and email', async () => {
      const title = unique('Searchable');
      const ticket = await newTicket(officer, title);
      await api.call('POST', '/api/TicketingSystem/UpdateTicketStatus', {
        token: admin.token,
        body: { ticketId: ticket.ticketId, status: 'In Progress' },
      });
      const found = await api.call<Ticket[]>(
        'GET',
        `/api/TicketingSystem/GetAllTickets?search=${encodeURIComponent(title)}&status=In%20Progress`,
        { token: admin.token },
      );
      expect(found.body.data.map((t) => t.ticketId)).toEqual([ticket.ticketId]);
      const wrongStatus = await api.call<Ticket[]>(
        'GET',
        `/api/TicketingSystem/GetAllTickets?search=${encodeURIComponent(title)}&status=Closed`,
        { token: admin.token },
      );
      expect(wrongStatus.body.data).toEqual([]);
      const badStatus = await api.call('GET', '/api/TicketingSystem/GetAllTickets?status=Done', { token: admin.token });
      expect(badStatus.status).toBe(400);
    });
  });

  describe('ReplyTicket', () => {
    const reply = (ticketId: number | undefined, overrides: Record<string, unknown> = {}) => ({
      ticketId,
      Title: 'Re: appraisal',
      Message: 'The appraisal is due Friday.',
      From: 'Support',
      To: 'Officer',
      ...overrides,
    });

    it('stores the reply with its ticket and notifies the owner in the same write', async () => {
      const ticket = await newTicket(officer);
      const before = (await notifications(officer)).length;
      const answer = await api.call('POST', '/api/TicketingSystem/ReplyTicket', { token: admin.token, body: reply(ticket.ticketId) });
      expect(answer.status).toBe(200);
      expect(answer.body.responseMsg).toBe('Ticket replied successfully');
      expect(answer.body.data).toMatchObject({ ticketId: ticket.ticketId, title: 'Re: appraisal', from: 'Support', to: 'Officer' });

      const [listed] = (
        await api.call<Ticket[]>('GET', `/api/TicketingSystem/GetTicketsByIds?ids=${ticket.ticketId}`, { token: officer.token })
      ).body.data;
      expect(listed!.replies.map((r) => [r.title, r.message])).toEqual([['Re: appraisal', 'The appraisal is due Friday.']]);
      const after = await notifications(officer);
      expect(after.length).toBe(before + 1);
      // It opens the ticket itself, not only the ticketing page.
      expect(after[0]).toMatchObject({
        kind: 'ticket_reply',
        title: 'Support replied to your ticket',
        link: `/dashboard/tickets?ticket=${ticket.ticketId}`,
      });
      expect(after[0]!.body).toContain(ticket.ticketTitle);
    });

    it('lets the owner reply to their own ticket: the Admins are notified, the owner is not', async () => {
      const ticket = await newTicket(lender);
      const before = (await notifications(lender)).length;
      const adminBefore = (await notifications(admin)).length;
      const answer = await api.call<{ notifiedUserIds: number[] }>('POST', '/api/TicketingSystem/ReplyTicket', {
        token: lender.token,
        body: reply(ticket.ticketId, { From: 'Lena Lender <lender@lendhub.demo>', To: 'LendHub Support' }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.notifiedUserIds).toContain(admin.userId);
      expect(answer.body.data.notifiedUserIds).not.toContain(lender.userId);
      expect((await notifications(lender)).length).toBe(before);
      const adminAfter = await notifications(admin);
      expect(adminAfter.length).toBe(adminBefore + 1);
      expect(adminAfter[0]).toMatchObject({
        kind: 'ticket_reply',
        title: `Lena Lender <lender@lendhub.demo> replied to ticket #${ticket.ticketId}`,
        link: `/dashboard/tickets?ticket=${ticket.ticketId}`,
      });
    });

    it("hides someone else's ticket from a non-admin (404) and stores nothing", async () => {
      const ticket = await newTicket(officer);
      const answer = await api.call('POST', '/api/TicketingSystem/ReplyTicket', { token: lender.token, body: reply(ticket.ticketId) });
      expect(answer.status).toBe(404);
      expect(answer.body.responseMsg).toBe('Ticket not found');
      const [listed] = (
        await api.call<Ticket[]>('GET', `/api/TicketingSystem/GetTicketsByIds?ids=${ticket.ticketId}`, { token: admin.token })
      ).body.data;
      expect(listed!.replies).toEqual([]);
    });

    it.each([
      ['ticketId', undefined, 'Ticket ID is required'],
      ['Title', '', 'Please enter reply title'],
      ['Message', ' ', 'Please enter reply message'],
      ['From', '', 'Please enter who the reply is from'],
      ['To', undefined, 'Please enter who the reply is to'],
    ])('refuses a missing %s with "%s"', async (field, value, message) => {
      const ticket = await newTicket(officer);
      const body = field === 'ticketId' ? reply(undefined) : reply(ticket.ticketId, { [field]: value });
      const answer = await api.call('POST', '/api/TicketingSystem/ReplyTicket', { token: admin.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.responseMsg).toBe(message);
      expect(answer.body.data.errors[field.charAt(0).toLowerCase() + field.slice(1)]).toBe(message);
    });
  });

  describe('UpdateTicketStatus', () => {
    it('lets an Admin set each status and notifies the owner of each change', async () => {
      const ticket = await newTicket(officer);
      const before = (await notifications(officer)).length;
      for (const status of ['In Progress', 'Closed', 'Open']) {
        const answer = await api.call<Ticket>('POST', '/api/TicketingSystem/UpdateTicketStatus', {
          token: admin.token,
          body: { ticketId: ticket.ticketId, status },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.responseMsg).toBe('Ticket status updated successfully');
        expect(answer.body.data.status).toBe(status);
      }
      // setting the same status again changes nothing and notifies nobody
      await api.call('POST', '/api/TicketingSystem/UpdateTicketStatus', {
        token: admin.token,
        body: { ticketId: ticket.ticketId, status: 'Open' },
      });
      const after = await notifications(officer);
      expect(after.length).toBe(before + 3);
      expect(after[0]).toMatchObject({
        kind: 'ticket_status',
        title: 'Your ticket is now Open',
        link: `/dashboard/tickets?ticket=${ticket.ticketId}`,
      });
    });

    it('refuses Loan Officer and Account Executive (403) even on their own ticket', async () => {
      for (const session of [officer, lender]) {
        const ticket = await newTicket(session);
        const answer = await api.call('POST', '/api/TicketingSystem/UpdateTicketStatus', {
          token: session.token,
          body: { ticketId: ticket.ticketId, status: 'Closed' },
        });
        expect(answer.status).toBe(403);
        expect(answer.body.responseMsg).toBe('Forbidden');
        const [unchanged] = (
          await api.call<Ticket[]>('GET', `/api/TicketingSystem/GetTicketsByIds?ids=${ticket.ticketId}`, { token: session.token })
        ).body.data;
        expect(unchanged!.status).toBe('Open');
      }
    });

    it('refuses an unknown status or ticket', async () => {
      const ticket = await newTicket(officer);
      const bad = await api.call('POST', '/api/TicketingSystem/UpdateTicketStatus', {
        token: admin.token,
        body: { ticketId: ticket.ticketId, status: 'Done' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors.status).toBe('Please select a status (Open, In Progress or Closed)');
      const missing = await api.call('POST', '/api/TicketingSystem/UpdateTicketStatus', {
        token: admin.token,
        body: { ticketId: 999_999, status: 'Closed' },
      });
      expect(missing.status).toBe(404);
    });
  });
});
