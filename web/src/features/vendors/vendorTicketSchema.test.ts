import { describe, expect, it } from 'vitest';
import { EMPTY_VENDOR_TICKET, vendorTicketSchema } from './vendorTicketSchema';

describe('vendor ticket rules (spec §5)', () => {
  it('requires subject, category, priority and description', () => {
    const result = vendorTicketSchema.safeParse(EMPTY_VENDOR_TICKET);
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      subject: 'Please enter a subject',
      category: 'Please select a category',
      priority: 'Please select a priority',
      description: 'Please enter a description',
    });
  });

  it('sends the category as its 1-based index', () => {
    expect(vendorTicketSchema.parse({ subject: ' Rates ', category: '3', priority: 'URGENT', description: 'Need the sheet' })).toEqual({
      subject: 'Rates',
      category: 3,
      priority: 'URGENT',
      description: 'Need the sheet',
    });
  });
});
