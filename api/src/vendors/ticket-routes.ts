import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { vendorTicketRoutes as routes } from '@lendhub/domain/rest/vendors';
import { requireAuth, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { attachmentPolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { configuredLinkSigner, withSignedFiles } from '../uploads/signedLinks.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { createVendorTicket, findVendorTicketsByIds } from './ticket-repository.ts';

/**
 * Tickets about a vendor (spec §7 `VendorTicket/VendorCreateTicket`, multipart with `Files`).
 * Any signed-in user may file one (it asks for help, it changes no vendor); each sees their own,
 * an Admin sees all.
 */
export function vendorTicketsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const signer = configuredLinkSigner(deps.config);

  const vendorNotFound = routes.create.messages.vendorNotFound;

  mount(router, routes.create, auth, receiveUploads(attachmentPolicy(routes.create.uploads)), async (req, res) => {
    const input = parseBody(routes.create.body, req);
    const ticket = await transactionWithUploads({ db: deps.db, storage: deps.uploadStorage }, uploadsOf(req), async ({ trx, files }) => {
      const created = await createVendorTicket(trx, viewerOf(req), input, files);
      return valueOrThrow(created, { 'vendor-not-found': () => new ApiError(404, vendorNotFound, { vendorId: vendorNotFound }) });
    });
    reply(res, routes.create, withSignedFiles(ticket, signer), routes.create.messages.ok(ticket.vendorName));
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, withSignedFiles(await findVendorTicketsByIds(deps.db, viewerOf(req), ids), signer));
  });

  return router;
}
