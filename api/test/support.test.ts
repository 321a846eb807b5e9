import { describe, expect, it } from 'vitest';
import { PDF_SMALL, TEXT_FILE } from '../src/uploads/testing/fixtures.ts';
import { formOf, useTestApi, type Session } from './helpers/test-api.ts';

interface SupportList {
  data: { contactSupportTicketId: number; createdBy: number; subject: string; files: { fileName: string; url: string }[] }[];
  totalCount: number;
}

describe('contact support API', () => {
  const { api, admin, officer, lender } = useTestApi();

  const fields = (overrides: Record<string, string | undefined> = {}) => ({
    ContactSupportTicketId: '0',
    Subject: 'Cannot upload documents',
    Category: 'technical',
    Priority: 'high',
    Description: 'The upload button does nothing on the loan file page.',
    Status: 'Open',
    ...overrides,
  });
  const list = async (session: Session) =>
    (await api.call<SupportList>('GET', '/api/ContactSupport/GetAllContactSupportTickets', { token: session.token })).body.data;

  it('creates a ticket with attachments that are then served', async () => {
    const answer = await api.form(
      'POST',
      '/api/ContactSupport/CreateContactSupportTicket',
      formOf(fields(), [
        ['Files', PDF_SMALL, 'screenshot.pdf'],
        ['Files', TEXT_FILE, 'steps.txt'],
      ]),
      officer.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.responseMsg).toBe('Support ticket submitted successfully');
    expect(answer.body.data).toMatchObject({
      contactSupportTicketId: expect.any(Number),
      subject: 'Cannot upload documents',
      category: 'technical',
      priority: 'high',
      status: 'Open',
      createdBy: officer.userId,
      emailAddress: 'officer@lendhub.demo',
    });
    const files = answer.body.data.files as { fileName: string; url: string }[];
    expect(files.map((file) => file.fileName)).toEqual(['screenshot.pdf', 'steps.txt']);
    const served = await fetch(api.url + files[0]!.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF_SMALL);
  });

  it('creates a ticket without attachments', async () => {
    const answer = await api.form(
      'POST',
      '/api/ContactSupport/CreateContactSupportTicket',
      formOf(fields({ Category: 'billing', Priority: 'critical' })),
      lender.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.files).toEqual([]);
  });

  it('lists in data.data: an Admin sees all, others only their own', async () => {
    await api.form('POST', '/api/ContactSupport/CreateContactSupportTicket', formOf(fields()), officer.token);
    await api.form('POST', '/api/ContactSupport/CreateContactSupportTicket', formOf(fields()), lender.token);
    const all = await list(admin);
    expect(new Set(all.data.map((t) => t.createdBy))).toEqual(new Set([officer.userId, lender.userId]));
    expect(all.totalCount).toBe(all.data.length);
    const own = await list(officer);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((t) => t.createdBy === officer.userId)).toBe(true);
  });

  it.each([
    ['Subject', '', 'subject', 'Please enter a subject'],
    ['Category', 'gossip', 'category', 'Please select a category'],
    ['Category', undefined, 'category', 'Please select a category'],
    ['Priority', 'urgent', 'priority', 'Please select a priority'],
    ['Description', '', 'description', 'Please enter a description'],
  ])('refuses %s = %j with "%s": no row, no file', async (name, value, field, message) => {
    const before = { rows: (await list(admin)).data.length, files: await api.storedFiles() };
    const answer = await api.form(
      'POST',
      '/api/ContactSupport/CreateContactSupportTicket',
      formOf(fields({ [name]: value }), [['Files', PDF_SMALL, 'a.pdf']]),
      officer.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe(message);
    expect(answer.body.data.errors[field]).toBe(message);
    expect((await list(admin)).data.length).toBe(before.rows);
    expect(await api.storedFiles()).toEqual(before.files);
  });

  it('refuses a wrong attachment type and needs a token', async () => {
    const answer = await api.form(
      'POST',
      '/api/ContactSupport/CreateContactSupportTicket',
      formOf(fields(), [['Files', Buffer.from('<html><script>x</script>'), 'page.pdf']]),
      officer.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe('You can only attach PDF, PNG, JPG, WEBP or TXT files!');
    expect((await api.form('POST', '/api/ContactSupport/CreateContactSupportTicket', formOf(fields()), null)).status).toBe(401);
    expect((await api.call('GET', '/api/ContactSupport/GetAllContactSupportTickets')).status).toBe(401);
  });

  it('answers the seeded contact information to any signed-in user', async () => {
    for (const session of [admin, officer, lender]) {
      const answer = await api.call('GET', '/api/ContactInformation/GetContactInformation', { token: session.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        supportHours: 'Monday - Friday: 9:00 AM - 5:00 PM',
        email: expect.stringContaining('@'),
        phone: expect.any(String),
        liveChatAvailability: expect.any(String),
      });
    }
    expect((await api.call('GET', '/api/ContactInformation/GetContactInformation')).status).toBe(401);
  });
});
