// Ticket and contact-support attachments (docs/performance.md "Limits"): the API enforces these by content;
// the web forms check them first so a user hears at once what will be refused.
export const ATTACHMENT_RULES = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  extensions: ['pdf', 'png', 'jpg', 'webp', 'txt'] as const,
  typeMessage: 'You can only attach PDF, PNG, JPG, WEBP or TXT files!',
  sizeMessage: 'Attachments must be smaller than 5MB!',
  countMessage: (maxFiles: number) => `You can attach at most ${maxFiles} files`,
} as const;
