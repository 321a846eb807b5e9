// The dashboard's Contact Support form (spec §3 "Contact support ticket", §5 "Contact support").
import { ATTACHMENT_RULES } from '@lendhub/domain/attachments';
import { SUPPORT_MESSAGES } from '@lendhub/domain/support';
import { z } from 'zod';

export const SUPPORT_CATEGORY_OPTIONS = [
  { value: 'TECHNICAL', label: 'Technical' },
  { value: 'ACCOUNT', label: 'Account' },
  { value: 'BILLING', label: 'Billing' },
  { value: 'FEATURE', label: 'Feature Request' },
  { value: 'OTHER', label: 'Other' },
] as const;

export const SUPPORT_PRIORITY_OPTIONS = [
  { value: 'LOW', label: 'Low' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'HIGH', label: 'High' },
  { value: 'CRITICAL', label: 'Critical' },
] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORY_OPTIONS)[number]['value'];
export type SupportPriority = (typeof SUPPORT_PRIORITY_OPTIONS)[number]['value'];

const oneOf = <T extends string>(options: readonly { value: T }[], message: string) =>
  z.string().refine((value): value is T => options.some((option) => option.value === value), message) as unknown as z.ZodType<T, string>;

/** The file's extension as the API names it ('jpeg' counts as jpg); the API judges the content again. */
function extensionOf(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

export const attachmentsSchema = z
  .array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))
  .max(ATTACHMENT_RULES.maxFiles, ATTACHMENT_RULES.countMessage(ATTACHMENT_RULES.maxFiles))
  .refine(
    (files) => files.every((file) => (ATTACHMENT_RULES.extensions as readonly string[]).includes(extensionOf(file.name))),
    ATTACHMENT_RULES.typeMessage,
  )
  .refine((files) => files.every((file) => file.size <= ATTACHMENT_RULES.maxBytes), ATTACHMENT_RULES.sizeMessage);

export const contactSupportSchema = z.object({
  subject: z.string().trim().min(1, SUPPORT_MESSAGES.subject),
  category: oneOf(SUPPORT_CATEGORY_OPTIONS, SUPPORT_MESSAGES.category),
  priority: oneOf(SUPPORT_PRIORITY_OPTIONS, SUPPORT_MESSAGES.priority),
  description: z.string().trim().min(1, SUPPORT_MESSAGES.description),
  files: attachmentsSchema,
});

export type ContactSupportInput = z.input<typeof contactSupportSchema>;
export type ContactSupportValues = z.output<typeof contactSupportSchema>;

export const EMPTY_CONTACT_SUPPORT: ContactSupportInput = { subject: '', category: '', priority: '', description: '', files: [] };

export function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
