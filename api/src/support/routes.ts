import { loadConfig } from '../config.ts';
import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { idsQuery } from '../http/ids.ts';
import { requireAuth, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { attachmentPolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { linkSigner, withSignedFiles } from '../uploads/signedLinks.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { createSupportTicket, findSupportTicketsByIds, getContactInformation, listSupportTickets } from './repository.ts';
import { createSupportTicketSchema } from './schemas.ts';

/**
 * Dashboard support (spec §7 "Support and contact"): any signed-in user may contact support and
 * read the contact information; each sees their own tickets, an Admin sees all.
 */
export function supportRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const signer = linkSigner(deps.config.jwtSecret, (deps.config.env ?? loadConfig()).attachmentLinkTtlSeconds);

  // Spec §7: "list in data.data".
  router.get('/api/ContactSupport/GetAllContactSupportTickets', auth, async (req, res) => {
    const tickets = await listSupportTickets(deps.db, viewerOf(req));
    sendOk(res, { data: withSignedFiles(tickets, signer), totalCount: tickets.length });
  });

  router.get('/api/ContactSupport/GetContactSupportTicketsByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, withSignedFiles(await findSupportTicketsByIds(deps.db, viewerOf(req), ids), signer));
  });

  router.post('/api/ContactSupport/CreateContactSupportTicket', auth, receiveUploads(attachmentPolicy(['Files'])), async (req, res) => {
    const input = parseBody(createSupportTicketSchema, req);
    const ticket = await transactionWithUploads({ db: deps.db, storage: deps.uploadStorage }, uploadsOf(req), ({ trx, files }) =>
      createSupportTicket(trx, viewerOf(req), input, files),
    );
    sendOk(res, withSignedFiles(ticket, signer), 'Support ticket submitted successfully');
  });

  router.get('/api/ContactInformation/GetContactInformation', auth, async (_req, res) => {
    const info = await getContactInformation(deps.db);
    if (!info) throw new ApiError(404, 'Contact information not found');
    sendOk(res, info);
  });

  return router;
}
