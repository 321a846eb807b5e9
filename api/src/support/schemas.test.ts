import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../http/testing/api-errors.ts';
import { parseWith } from '../http/validate.ts';
import { createSupportTicketSchema, SUPPORT_MESSAGES as M } from '@lendhub/domain/rest/support';

describe('contact support rules', () => {
  it('accepts the multipart fields of spec §3', () => {
    const ticket = parseWith(createSupportTicketSchema, {
      ContactSupportTicketId: '0',
      Subject: 'Cannot upload',
      Category: 'Technical',
      Priority: 'critical',
      Description: 'The upload button does nothing',
      Status: 'Open',
    });
    expect(ticket).toMatchObject({ subject: 'Cannot upload', category: 'technical', priority: 'critical' });
  });

  it('reports every missing or unknown field with its message', () => {
    expect(fieldErrorsOf(() => parseWith(createSupportTicketSchema, { Category: 'gossip', Priority: 'urgent' }))).toEqual({
      subject: M.subject,
      category: M.category,
      priority: M.priority,
      description: M.description,
    });
  });
});
