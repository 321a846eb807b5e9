import { loadConfig } from '../config.ts';
import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { idsQuery } from '../http/ids.ts';
import { requireAuth, viewerOf } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { attachmentPolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { linkSigner, withSignedFiles } from '../uploads/signedLinks.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { createVendorTicket, findVendorTicketsByIds } from './ticket-repository.ts';
import { createVendorTicketSchema } from './ticket-schemas.ts';

/**
 * Tickets about a vendor (spec §7 `VendorTicket/VendorCreateTicket`, multipart with `Files`).
 * Any signed-in user may file one (it asks for help, it changes no vendor); each sees their own,
 * an Admin sees all.
 */
export function vendorTicketsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const signer = linkSigner(deps.config.jwtSecret, (deps.config.env ?? loadConfig()).attachmentLinkTtlSeconds);

  router.post('/api/VendorTicket/VendorCreateTicket', auth, receiveUploads(attachmentPolicy(['Files'])), async (req, res) => {
    const input = parseBody(createVendorTicketSchema, req);
    const ticket = await transactionWithUploads({ db: deps.db, storage: deps.uploadStorage }, uploadsOf(req), async ({ trx, files }) => {
      const created = await createVendorTicket(trx, viewerOf(req), input, files);
      return valueOrThrow(created, { 'vendor-not-found': () => new ApiError(404, 'Vendor not found', { vendorId: 'Vendor not found' }) });
    });
    sendOk(res, withSignedFiles(ticket, signer), `Ticket for ${ticket.vendorName} created successfully`);
  });

  router.get('/api/VendorTicket/GetVendorTicketsByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, withSignedFiles(await findVendorTicketsByIds(deps.db, viewerOf(req), ids), signer));
  });

  return router;
}
