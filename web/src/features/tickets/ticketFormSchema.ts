// Floating panel / dashboard ticket rules of spec §5.
import { z } from 'zod';
import { subcategoriesOf, TICKET_CATEGORIES } from './ticketCategories';

export const TICKET_MESSAGES = {
  title: 'Please enter ticket title',
  category: 'Please select a category',
  subcategory: 'Please select a subcategory',
  description: 'Please enter ticket description',
} as const;

export const ticketFormSchema = z
  .object({
    ticketTitle: z.string().trim().min(1, TICKET_MESSAGES.title),
    category: z.string().refine((v) => TICKET_CATEGORIES.some((c) => c.value === v), TICKET_MESSAGES.category),
    subcategory: z.string(),
    description: z.string().trim().min(1, TICKET_MESSAGES.description),
  })
  .superRefine((values, ctx) => {
    // The subcategory must belong to the chosen category.
    if (!subcategoriesOf(values.category).some((s) => s.value === values.subcategory)) {
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: TICKET_MESSAGES.subcategory });
    }
  });

export type TicketFormValues = z.infer<typeof ticketFormSchema>;

export const EMPTY_TICKET: TicketFormValues = { ticketTitle: '', category: '', subcategory: '', description: '' };
