// Ticket texts of spec §5 (the ticket modals and the reply dialog), shared by the API's validation and the web forms.
export const TICKET_MESSAGES = {
  title: 'Please enter ticket title',
  description: 'Please enter ticket description',
  category: 'Please select a category',
  subcategory: 'Please select a subcategory',
  newTicketId: 'ticketId must be 0 for a new ticket',
  ticketId: 'Ticket ID is required',
  status: 'Please select a status (Open, In Progress or Closed)',
  // The spec requires the four reply fields without giving their texts.
  replyTitle: 'Please enter reply title',
  replyMessage: 'Please enter reply message',
  replyFrom: 'Please enter who the reply is from',
  replyTo: 'Please enter who the reply is to',
} as const;
