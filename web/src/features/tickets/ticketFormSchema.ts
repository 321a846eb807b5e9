// Floating panel / dashboard ticket rules of spec §5.
import { TICKET_MESSAGES } from '@lendhub/domain/tickets';
import { z } from 'zod';
import { subcategoriesOf, type TicketCategoryOption } from './ticketCategories';

/** The rules for the categories the gateway serves: the category must be one of them, the subcategory one of its own. */
export function ticketFormSchema(categories: readonly TicketCategoryOption[]) {
  return z
    .object({
      ticketTitle: z.string().trim().min(1, TICKET_MESSAGES.title),
      category: z.string().refine((v) => categories.some((c) => c.value === v), TICKET_MESSAGES.category),
      subcategory: z.string(),
      description: z.string().trim().min(1, TICKET_MESSAGES.description),
    })
    .superRefine((values, ctx) => {
      if (!subcategoriesOf(categories, values.category).some((s) => s.value === values.subcategory)) {
        ctx.addIssue({ code: 'custom', path: ['subcategory'], message: TICKET_MESSAGES.subcategory });
      }
    });
}

export type TicketFormValues = z.infer<ReturnType<typeof ticketFormSchema>>;

export const EMPTY_TICKET: TicketFormValues = { ticketTitle: '', category: '', subcategory: '', description: '' };
