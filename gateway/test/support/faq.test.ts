import { describe, expect, it } from 'vitest';
import { faqEntries } from '../../src/assistant/knowledge/corpus/faq.ts';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const FAQ = `{ faqEntries { key question answer } }`;
const CAN = `{ viewer { can { updateTicketStatus } } }`;

describe('support FAQ', () => {
  it("serves the assistant's five FAQ entries to any signed-in user", async () => {
    const result = await stack.gql<{ faqEntries: { key: string; question: string; answer: string }[] }>(FAQ, {}, stack.lender);
    expect(result.errors).toBeUndefined();
    expect(result.data!.faqEntries).toHaveLength(5);
    expect(result.data!.faqEntries).toEqual(faqEntries.map((entry) => ({ key: entry.id, question: entry.title, answer: entry.answer })));
    expect(result.data!.faqEntries.map((entry) => entry.answer).join(' ')).toContain('Monday - Friday: 9:00 AM - 5:00 PM');
  });

  it('is refused signed out', async () => {
    expect(codesOf(await stack.gql(FAQ, {}, null))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('ticket capabilities', () => {
  it('only an Admin may change ticket status (the drawer shows the selector and Reply to them)', async () => {
    const can = async (token: string) =>
      (await stack.gql<{ viewer: { can: { updateTicketStatus: boolean } } }>(CAN, {}, token)).data!.viewer.can.updateTicketStatus;
    expect(await can(stack.admin)).toBe(true);
    expect(await can(stack.officer)).toBe(false);
    expect(await can(stack.lender)).toBe(false);
  });
});
