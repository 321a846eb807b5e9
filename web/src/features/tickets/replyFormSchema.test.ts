import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M } from '@lendhub/domain/tickets';
import { replyFormSchema, senderLabel, SUPPORT_TEAM } from './replyFormSchema';

describe('ticket reply rules (spec §5)', () => {
  it('requires title, message, from and to, blank counting as missing', () => {
    const result = replyFormSchema.safeParse({ title: ' ', message: '', from: '', to: '\n' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({ title: M.replyTitle, message: M.replyMessage, from: M.replyFrom, to: M.replyTo });
  });

  it('accepts a complete reply and trims it', () => {
    expect(
      replyFormSchema.parse({ title: ' Re: appraisal ', message: 'Ordered a review', from: 'Support', to: 'officer@lendhub.demo ' }),
    ).toEqual({
      title: 'Re: appraisal',
      message: 'Ordered a review',
      from: 'Support',
      to: 'officer@lendhub.demo',
    });
  });
});

describe("the Reply dialog's 'From'", () => {
  it('is the signed-in user by name and email', () => {
    expect(senderLabel('Avery Admin', 'admin@lendhub.demo')).toBe('Avery Admin <admin@lendhub.demo>');
  });
  it('is never blank: whichever part is known, else the support team', () => {
    expect(senderLabel(' ', 'lender@lendhub.demo')).toBe('lender@lendhub.demo');
    expect(senderLabel('Lena Lender', null)).toBe('Lena Lender');
    expect(senderLabel(null, undefined)).toBe(SUPPORT_TEAM);
  });
});
