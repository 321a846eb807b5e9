// Contact Support form texts (spec §5 "Contact support" requires the fields without giving their texts),
// shared by the API's validation and the dashboard form.
export const SUPPORT_MESSAGES = {
  subject: 'Please enter a subject',
  category: 'Please select a category',
  priority: 'Please select a priority',
  description: 'Please enter a description',
  newTicketId: 'ContactSupportTicketId must be 0 for a new ticket',
} as const;
