import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../http/testing/api-errors.ts';
import { parseWith } from '../http/validate.ts';
import { createTicketSchema, replyTicketSchema, TICKET_MESSAGES as M, updateTicketStatusSchema } from '@lendhub/domain/rest/tickets';

const fieldsOf = (schema: Parameters<typeof parseWith>[0], body: unknown) => fieldErrorsOf(() => parseWith(schema, body));

describe('ticket rules', () => {
  it('accepts the header modal body (no category) and starts Open', () => {
    const ticket = parseWith(createTicketSchema, { ticketId: 0, ticketTitle: ' Help ', description: 'Broken' });
    expect(ticket).toEqual({ ticketTitle: 'Help', description: 'Broken', category: null, subcategory: null });
  });

  it('accepts categories by value or label and stores the value', () => {
    const ticket = parseWith(createTicketSchema, {
      ticketTitle: 'Help',
      description: 'Broken',
      category: 'Cash to Close',
      subcategory: 'desk-review',
      status: 'Closed',
    });
    expect(ticket.category).toBe('cash-to-close');
    expect(ticket.subcategory).toBe('desk-review');
  });

  it.each([
    [{ ticketTitle: '', description: 'x' }, 'ticketTitle', M.title],
    [{ description: 'x' }, 'ticketTitle', M.title],
    [{ ticketTitle: 'x', description: '  ' }, 'description', M.description],
    [{ ticketTitle: 'x', description: 'x', category: 'assets' }, 'subcategory', M.subcategory],
    [{ ticketTitle: 'x', description: 'x', subcategory: 'desk-review' }, 'category', M.category],
    [{ ticketTitle: 'x', description: 'x', category: 'cooking', subcategory: 'desk-review' }, 'category', M.category],
    [{ ticketTitle: 'x', description: 'x', category: 'assets', subcategory: 'souffle' }, 'subcategory', M.subcategory],
    [{ ticketId: 5, ticketTitle: 'x', description: 'x' }, 'ticketId', M.newTicketId],
  ])('%j → %s: %s', (body, field, message) => {
    expect(fieldsOf(createTicketSchema, body)?.[field]).toBe(message);
  });

  it('reply needs ticketId, Title, Message, From and To', () => {
    expect(fieldsOf(replyTicketSchema, {})).toEqual({
      ticketId: M.ticketId,
      title: M.replyTitle,
      from: M.replyFrom,
      to: M.replyTo,
      message: M.replyMessage,
    });
    const reply = parseWith(replyTicketSchema, { ticketId: '3', Title: 'Re', Message: 'Done', From: 'Admin', To: 'Officer' });
    expect(reply).toEqual({ ticketId: 3, title: 'Re', message: 'Done', from: 'Admin', to: 'Officer' });
  });

  it('status must be Open, In Progress or Closed', () => {
    expect(fieldsOf(updateTicketStatusSchema, { ticketId: 1, status: 'Done' })?.status).toBe(M.status);
    expect(parseWith(updateTicketStatusSchema, { ticketId: 1, status: 'In Progress' }).status).toBe('In Progress');
  });
});
