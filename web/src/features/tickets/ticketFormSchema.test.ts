import { describe, expect, it } from 'vitest';
import { subcategoriesOf, type TicketCategoryOption } from './ticketCategories';
import { EMPTY_TICKET, ticketFormSchema } from './ticketFormSchema';

// As the gateway serves them (`ticketCategories`); the end-to-end suite checks the real list.
const APPRAISAL_QUESTIONS = [
  { value: 'conventional-appraisal', label: 'Conventional Appraisal Question' },
  { value: 'desk-review', label: 'Desk Review Question' },
  { value: 'fha-va-appraisal', label: 'FHA/VA Appraisal Question' },
];
const CATEGORIES: TicketCategoryOption[] = [
  { value: 'appraisals', label: 'Appraisals', subcategories: APPRAISAL_QUESTIONS },
  { value: 'assets', label: 'Assets', subcategories: APPRAISAL_QUESTIONS },
];
const schema = ticketFormSchema(CATEGORIES);

function messages(values: typeof EMPTY_TICKET) {
  const result = schema.safeParse(values);
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
    const parsed = schema.parse({
      ticketTitle: ' Appraisal gap ',
      category: 'appraisals',
      subcategory: 'fha-va-appraisal',
      description: ' Value came in low ',
    });
    expect(parsed).toEqual({
      ticketTitle: 'Appraisal gap',
      category: 'appraisals',
      subcategory: 'fha-va-appraisal',
      description: 'Value came in low',
    });
  });
});

describe('ticket subcategories', () => {
  it("offers a category's own subcategories and none for an unknown or unchosen one", () => {
    for (const c of CATEGORIES) {
      expect(subcategoriesOf(CATEGORIES, c.value).map((s) => s.value)).toEqual([
        'conventional-appraisal',
        'desk-review',
        'fha-va-appraisal',
      ]);
    }
    expect(subcategoriesOf(CATEGORIES, '')).toEqual([]);
    expect(subcategoriesOf(CATEGORIES, 'taxes')).toEqual([]);
  });
});
