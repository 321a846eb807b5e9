// Ticket categories come from the gateway (`ticketCategories`, spec §5): labels shown, values sent.
export interface TicketOption {
  readonly value: string;
  readonly label: string;
}

export interface TicketCategoryOption extends TicketOption {
  readonly subcategories: readonly TicketOption[];
}

/** The subcategories of `category`; none until a known category is chosen. */
export function subcategoriesOf(categories: readonly TicketCategoryOption[], category: string): readonly TicketOption[] {
  return categories.find((c) => c.value === category)?.subcategories ?? [];
}
