/** Ticket options of spec §5 "Ticket categories" and §4 "Ticket status". */

export interface TicketOption {
  value: string;
  label: string;
}

export const TICKET_CATEGORIES: readonly TicketOption[] = [
  { value: 'appraisal-direct', label: 'Appraisal Direct' },
  { value: 'appraisals', label: 'Appraisals' },
  { value: 'assets', label: 'Assets' },
  { value: 'cash-to-close', label: 'Cash to Close' },
  { value: 'conditions', label: 'Conditions' },
];

/** Every category has the same three subcategories. */
export const TICKET_SUBCATEGORIES: readonly TicketOption[] = [
  { value: 'conventional-appraisal', label: 'Conventional Appraisal Question' },
  { value: 'desk-review', label: 'Desk Review Question' },
  { value: 'fha-va-appraisal', label: 'FHA/VA Appraisal Question' },
];

export const TICKET_STATUSES = ['Open', 'In Progress', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * The stored value for a category or subcategory given as its value or its label (the floating
 * panel and the dashboard send different forms); undefined when it is neither.
 */
export function optionValue(options: readonly TicketOption[], given: string): string | undefined {
  const wanted = given.trim().toLowerCase();
  return options.find((option) => option.value === wanted || option.label.toLowerCase() === wanted)?.value;
}
