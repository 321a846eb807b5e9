import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { GatewayContext } from '../context.ts';
import { withInputFieldNames } from '../fieldErrors.ts';
import { offsetCursor } from '../relay/connection.ts';
import { toFormData } from '../uploads/files.ts';
import { createSupportTicket } from './api.ts';
import { appendFiles, ATTACHMENT_FIELDS, readAttachments } from './attachments.ts';

export const supportMutations = {
  async createSupportTicket(
    _parent: unknown,
    args: { input: { subject: string; category: string; priority: string; description: string; files?: Promise<FileUpload>[] | null } },
    context: GatewayContext,
  ) {
    const { input } = args;
    const files = await readAttachments(input.files);
    const form = toFormData({
      ContactSupportTicketId: 0,
      Subject: input.subject,
      Category: input.category.toLowerCase(),
      Priority: input.priority.toLowerCase(),
      Description: input.description,
      Status: 'Open',
    });
    const ticket = await withInputFieldNames(createSupportTicket(context.api, appendFiles(form, files)), ATTACHMENT_FIELDS);
    context.loaders.supportTicketById.prime(ticket.contactSupportTicketId, ticket);
    // Newest first: a new ticket heads the list.
    return { supportTicketEdge: { cursor: offsetCursor(0), node: ticket }, supportTicket: ticket, message: 'Support ticket submitted successfully' };
  },
};
