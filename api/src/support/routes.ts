import { Router } from 'express';
import { supportRoutes as routes } from '@lendhub/domain/rest/support';
import type { ApiDeps } from '../deps.ts';
import { requireAuth, viewerOf } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { attachmentPolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { configuredLinkSigner, withSignedFiles } from '../uploads/signedLinks.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { createSupportTicket, findSupportTicketsByIds, getContactInformation, listSupportTickets } from './repository.ts';

/**
 * Dashboard support (spec §7 "Support and contact"): any signed-in user may contact support and
 * read the contact information; each sees their own tickets, an Admin sees all.
 */
export function supportRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const signer = configuredLinkSigner(deps.config);

  mount(router, routes.list, auth, async (req, res) => {
    const tickets = await listSupportTickets(deps.db, viewerOf(req));
    reply(res, routes.list, { data: withSignedFiles(tickets, signer), totalCount: tickets.length });
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, withSignedFiles(await findSupportTicketsByIds(deps.db, viewerOf(req), ids), signer));
  });

  mount(router, routes.create, auth, receiveUploads(attachmentPolicy(routes.create.uploads)), async (req, res) => {
    const input = parseBody(routes.create.body, req);
    const ticket = await transactionWithUploads({ db: deps.db, storage: deps.uploadStorage }, uploadsOf(req), ({ trx, files }) =>
      createSupportTicket(trx, viewerOf(req), input, files),
    );
    reply(res, routes.create, withSignedFiles(ticket, signer), routes.create.messages.ok);
  });

  mount(router, routes.contactInformation, auth, async (_req, res) => {
    const info = await getContactInformation(deps.db);
    if (!info) throw new ApiError(404, routes.contactInformation.messages.notFound);
    reply(res, routes.contactInformation, info);
  });

  return router;
}
