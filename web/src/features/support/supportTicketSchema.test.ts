import { describe, expect, it } from 'vitest';
import { supportTicketSchema } from './supportTicketSchema';

describe('header ticket modal rules (spec §5)', () => {
  it("asks for a title and a description with the spec's words", () => {
    const result = supportTicketSchema.safeParse({ title: ' ', description: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Please enter ticket title', 'Please enter ticket description']);
  });
  it('accepts and trims a complete ticket', () => {
    expect(supportTicketSchema.parse({ title: ' Rate lock ', description: ' Extend it ' })).toEqual({
      title: 'Rate lock',
      description: 'Extend it',
    });
  });
});
