/** Contact support options (spec §5 "Contact support") and the default contact information (§9). */

export const SUPPORT_CATEGORIES = ['technical', 'account', 'billing', 'feature', 'other'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const SUPPORT_STATUSES = ['Open', 'In Progress', 'Closed'] as const;

export const DEFAULT_SUPPORT_HOURS = 'Monday - Friday: 9:00 AM - 5:00 PM';
