// Ticket categories and subcategories of spec §5 (labels shown, values sent).
export interface Option {
  value: string;
  label: string;
}

export const TICKET_CATEGORIES: readonly Option[] = [
  { value: 'appraisal-direct', label: 'Appraisal Direct' },
  { value: 'appraisals', label: 'Appraisals' },
  { value: 'assets', label: 'Assets' },
  { value: 'cash-to-close', label: 'Cash to Close' },
  { value: 'conditions', label: 'Conditions' },
];

const APPRAISAL_QUESTIONS: readonly Option[] = [
  { value: 'conventional-appraisal', label: 'Conventional Appraisal Question' },
  { value: 'desk-review', label: 'Desk Review Question' },
  { value: 'fha-va-appraisal', label: 'FHA/VA Appraisal Question' },
];

/** Every category has the same three subcategories (spec §5). */
export function subcategoriesOf(category: string): readonly Option[] {
  return TICKET_CATEGORIES.some((c) => c.value === category) ? APPRAISAL_QUESTIONS : [];
}
