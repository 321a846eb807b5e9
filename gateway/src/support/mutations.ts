import { lowerCase } from '../platform/graphql/enumCase.ts';
import { withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { offsetCursor } from '../platform/relay/connection.ts';
import { appendFiles, ATTACHMENT_FIELDS, readAttachments } from '../platform/uploads/attachments.ts';
import { toFormData } from '../platform/uploads/files.ts';
import { createSupportTicket } from './api.ts';

export const supportMutations: MutationResolvers = {
  async createSupportTicket(_parent, { input }, context) {
    const files = await readAttachments(input.files);
    const form = toFormData({
      ContactSupportTicketId: 0,
      Subject: input.subject,
      Category: lowerCase(input.category),
      Priority: lowerCase(input.priority),
      Description: input.description,
      Status: 'Open',
    });
    const { data: ticket, message } = await withInputFieldNames(
      createSupportTicket(context.api, appendFiles(form, files)),
      ATTACHMENT_FIELDS,
    );
    context.loaders.supportTicketById.prime(ticket.contactSupportTicketId, ticket);
    // Newest first: a new ticket heads the list.
    return { supportTicketEdge: { cursor: offsetCursor(0), node: ticket }, supportTicket: ticket, message };
  },
};
