import { describe, expect, it } from 'vitest';
import { subcategoriesOf, TICKET_CATEGORIES } from './ticketCategories';
import { EMPTY_TICKET, ticketFormSchema } from './ticketFormSchema';

function messages(values: typeof EMPTY_TICKET) {
  const result = ticketFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('floating panel ticket rules (spec §5)', () => {
  it('requires title, category, subcategory and description', () => {
    expect(messages(EMPTY_TICKET)).toEqual({
      ticketTitle: 'Please enter ticket title',
      category: 'Please select a category',
      subcategory: 'Please select a subcategory',
      description: 'Please enter ticket description',
    });
  });

  it('treats blank text as missing', () => {
    expect(messages({ ticketTitle: '  ', category: 'assets', subcategory: 'desk-review', description: '\n' })).toEqual({
      ticketTitle: 'Please enter ticket title',
      description: 'Please enter ticket description',
    });
  });

  it('refuses an unknown category or a subcategory it does not have', () => {
    expect(messages({ ticketTitle: 'Help', category: 'taxes', subcategory: 'desk-review', description: 'x' })).toEqual({
      category: 'Please select a category',
      subcategory: 'Please select a subcategory',
    });
    expect(messages({ ticketTitle: 'Help', category: 'assets', subcategory: 'nope', description: 'x' })).toEqual({
      subcategory: 'Please select a subcategory',
    });
  });

  it('accepts a complete ticket and trims its text', () => {
    const parsed = ticketFormSchema.parse({ ticketTitle: ' Appraisal gap ', category: 'appraisals', subcategory: 'fha-va-appraisal', description: ' Value came in low ' });
    expect(parsed).toEqual({ ticketTitle: 'Appraisal gap', category: 'appraisals', subcategory: 'fha-va-appraisal', description: 'Value came in low' });
  });
});

describe('ticket categories (spec §5)', () => {
  it('lists the five categories', () => {
    expect(TICKET_CATEGORIES.map((c) => c.label)).toEqual(['Appraisal Direct', 'Appraisals', 'Assets', 'Cash to Close', 'Conditions']);
  });
  it('gives each category the three appraisal subcategories and none to an unknown one', () => {
    for (const c of TICKET_CATEGORIES) {
      expect(subcategoriesOf(c.value).map((s) => s.value)).toEqual(['conventional-appraisal', 'desk-review', 'fha-va-appraisal']);
    }
    expect(subcategoriesOf('')).toEqual([]);
  });
});
