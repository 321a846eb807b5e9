import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../http/testing/api-errors.ts';
import { parseWith } from '../http/validate.ts';
import { createVendorTicketSchema, VENDOR_TICKET_MESSAGES as M } from '@lendhub/domain/rest/vendors';

describe('vendor ticket rules', () => {
  it('accepts the multipart fields of spec §3', () => {
    const ticket = parseWith(createVendorTicketSchema, {
      VendorId: '4',
      Subject: 'Rate sheet',
      Category: '10',
      Priority: 'Urgent',
      Description: 'Need the latest rate sheet',
      Status: 'Open',
      CreatedBy: 'system',
    });
    expect(ticket).toMatchObject({ vendorId: 4, category: 10, priority: 'urgent', createdBy: 'system' });
  });

  it.each([
    [{ VendorId: '' }, 'vendorId', M.vendorId],
    [{ Subject: '' }, 'subject', M.subject],
    [{ Category: '0' }, 'category', M.category],
    [{ Category: '11' }, 'category', M.category],
    [{ Priority: 'critical' }, 'priority', M.priority],
    [{ Description: '' }, 'description', M.description],
  ])('%j → %s: %s', (change, field, message) => {
    const body = { VendorId: '4', Subject: 's', Category: '1', Priority: 'low', Description: 'd', ...change };
    expect(fieldErrorsOf(() => parseWith(createVendorTicketSchema, body))?.[field]).toBe(message);
  });
});
