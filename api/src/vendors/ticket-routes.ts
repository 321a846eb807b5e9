import { Router, type Request } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { idsQuerySchema } from '../forms/ids.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { attachmentPolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { createVendorTicket, findVendorTicketsByIds, type TicketViewer } from './ticket-repository.ts';
import { createVendorTicketSchema } from './ticket-validation.ts';

/**
 * Tickets about a vendor (spec §7 `VendorTicket/VendorCreateTicket`, multipart with `Files`).
 * Any signed-in user may file one (it asks for help, it changes no vendor); each sees their own,
 * an Admin sees all.
 */
export function vendorTicketsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.post('/api/VendorTicket/VendorCreateTicket', auth, receiveUploads(attachmentPolicy(['Files'])), async (req, res) => {
    const input = parseBody(createVendorTicketSchema, req);
    const ticket = await transactionWithUploads({ db: deps.db, uploadsDir: deps.config.uploadsDir }, uploadsOf(req), async ({ trx, files }) => {
      const created = await createVendorTicket(trx, viewerOf(req), input, files);
      if (!created) throw new ApiError(404, 'Vendor not found', { vendorId: 'Vendor not found' });
      return created;
    });
    sendOk(res, ticket, `Ticket for ${ticket.vendorName} created successfully`);
  });

  router.get('/api/VendorTicket/GetVendorTicketsByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuerySchema, req);
    sendOk(res, await findVendorTicketsByIds(deps.db, viewerOf(req), ids));
  });

  return router;
}

function viewerOf(req: Request): TicketViewer {
  const { userId, role } = authOf(req);
  return { userId, isAdmin: role === ROLE_NAMES.admin };
}
