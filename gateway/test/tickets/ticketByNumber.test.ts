import { describe, expect, it } from 'vitest';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateTicketInput!) { createTicket(input: $input) { ticket { internalId title } } }
`;
const BY_NUMBER = /* GraphQL */ `query ByNumber($number: Int!) { ticket(number: $number) { title } }`;
const CATEGORIES = /* GraphQL */ `query { ticketCategories { value subcategories { value } } }`;

describe('ticket(number:) — what a notification link opens', () => {
  it('answers the owner and Admins; anyone else, and unknown numbers, get null', async () => {
    const categories = await stack.gql<{ ticketCategories: { value: string; subcategories: { value: string }[] }[] }>(
      CATEGORIES,
      {},
      stack.officer,
    );
    const category = categories.data!.ticketCategories[0]!;
    const created = await stack.gql<{ createTicket: { ticket: { internalId: number } } }>(
      CREATE,
      {
        input: {
          title: 'Linked from a notification',
          description: 'Where is my appraisal report?',
          category: category.value,
          subcategory: category.subcategories[0]!.value,
        },
      },
      stack.officer,
    );
    expect(created.errors).toBeUndefined();
    const number = created.data!.createTicket.ticket.internalId;

    for (const token of [stack.officer, stack.admin]) {
      const own = await stack.gql<{ ticket: { title: string } | null }>(BY_NUMBER, { number }, token);
      expect(own.data!.ticket).toEqual({ title: 'Linked from a notification' });
    }
    const other = await stack.gql<{ ticket: unknown }>(BY_NUMBER, { number }, stack.lender);
    expect(other.data?.ticket ?? null).toBeNull();
    const unknown = await stack.gql<{ ticket: unknown }>(BY_NUMBER, { number: 987654 }, stack.admin);
    expect(unknown.data?.ticket ?? null).toBeNull();
  });
});
