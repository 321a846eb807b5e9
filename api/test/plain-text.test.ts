import { PLAIN_TEXT_MESSAGE } from '@lendhub/domain/plainText';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarEventBody } from '../src/calendar/testing/fixtures.ts';
import { lenderFormFields } from '../src/lenders/testing/fixtures.ts';
import { PNG_1X1 } from '../src/uploads/testing/fixtures.ts';
import { vendorFormBody } from '../src/vendors/testing/fixtures.ts';
import { formOf, unique, useTestApi, type CallResult } from './helpers/test-api.ts';

const SCRIPT = 'Hello <script>alert(document.cookie)</script>';

/** Plain-text fields refuse markup at the API ('HTML is not allowed in this field'), keyed by field. */
describe('plain-text fields refuse markup', () => {
  const { api, admin, officer, lender } = useTestApi();
  let ticketId: number;
  let vendorId: number;

  beforeAll(async () => {
    ticketId = (
      await api.call('POST', '/api/TicketingSystem/CreateTicket', {
        token: officer.token,
        body: { ticketId: 0, ticketTitle: 'Plain title', description: 'Rate < 5% & fees' },
      })
    ).body.data.ticketId;
    vendorId = (
      await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body: vendorFormBody(unique('Acme Mortgage')) })
    ).body.data.vendorId;
  });

  const refused = (answer: CallResult<unknown>, field: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe(PLAIN_TEXT_MESSAGE);
    expect((answer.body.data as { errors: Record<string, string> }).errors[field]).toBe(PLAIN_TEXT_MESSAGE);
  };

  it('keeps text with a lone "<" and "&" as sent', async () => {
    const [ticket] = (
      await api.call<Array<{ description: string }>>('GET', `/api/TicketingSystem/GetTicketsByIds?ids=${ticketId}`, {
        token: officer.token,
      })
    ).body.data;
    expect(ticket!.description).toBe('Rate < 5% & fees');
  });

  it.each([
    ['ticketTitle', { ticketTitle: '<img src=x onerror=alert(1)>', description: 'ok' }],
    ['description', { ticketTitle: 'ok', description: SCRIPT }],
  ])('tickets: %s', async (field, body) => {
    refused(await api.call('POST', '/api/TicketingSystem/CreateTicket', { token: officer.token, body: { ticketId: 0, ...body } }), field);
  });

  it.each([
    ['title', { Title: '<b>Re</b>', Message: 'ok' }],
    ['message', { Title: 'Re', Message: SCRIPT }],
  ])('ticket replies: %s', async (field, body) => {
    refused(
      await api.call('POST', '/api/TicketingSystem/ReplyTicket', {
        token: admin.token,
        body: { ticketId, From: 'Support', To: 'Officer', ...body },
      }),
      field,
    );
  });

  it.each([
    ['subject', { Subject: '<a href="https://evil.example">click</a>', Description: 'ok' }],
    ['description', { Subject: 'ok', Description: SCRIPT }],
  ])('contact support: %s', async (field, fields) => {
    const form = formOf({ Category: 'technical', Priority: 'high', Status: 'Open', ...fields }, [['Files', PNG_1X1, 'a.png']]);
    const before = await api.storedFiles();
    refused(await api.form('POST', '/api/ContactSupport/CreateContactSupportTicket', form, lender.token), field);
    expect(await api.storedFiles()).toEqual(before);
  });

  it('vendor tickets: description', async () => {
    const form = formOf({
      VendorId: String(vendorId),
      Subject: 'Rates',
      Category: '7',
      Priority: 'high',
      Description: SCRIPT,
      Status: 'Open',
    });
    refused(await api.form('POST', '/api/VendorTicket/VendorCreateTicket', form, officer.token), 'description');
  });

  it.each([
    ['title', { title: '<svg onload=alert(1)>' }],
    ['description', { description: SCRIPT }],
  ])('calendar events: %s', async (field, overrides) => {
    refused(await api.call('POST', '/api/Calendar/CreateEvent', { token: officer.token, body: calendarEventBody(overrides) }), field);
  });

  it('post titles', async () => {
    const body = {
      title: 'Great <script>x</script> scenario',
      content: '<p>Borrower with 720 FICO buying a duplex, 20% down.</p>',
      isPublished: true,
    };
    refused(await api.call('POST', '/api/loan-posts', { token: lender.token, body }), 'title');
  });

  it("a lender's short description", async () => {
    const fields = lenderFormFields({
      CompanyTitle: unique('Harbor Wholesale'),
      Email: `${unique('dana')}@harbor.example`,
      ShortDescription: 'Wholesale <iframe src="//evil.example"></iframe> lender.',
    });
    refused(
      await api.form(
        'POST',
        '/api/Lender/CreateLender',
        formOf(fields, [
          ['ProfileImage', PNG_1X1, 'dana.png'],
          ['CompanyLogo', PNG_1X1, 'logo.png'],
        ]),
        admin.token,
      ),
      'shortDescription',
    );
  });
});

describe('one rich-text allow-list', () => {
  const { api, lender } = useTestApi();

  it('drops data:image/svg+xml images from stored posts and keeps raster data images', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const content = `<p>Borrower with 720 FICO buying a duplex, 20% down.</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"><img src="${png}">`;
    const answer = await api.call<{ content: string }>('POST', '/api/loan-posts', {
      token: lender.token,
      body: { title: 'Duplex scenario', content, isPublished: true },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.content).not.toContain('svg');
    expect(answer.body.data.content).toContain(`<img src="${png}" />`);
  });
});
