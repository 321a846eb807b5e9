import { Router } from 'express';
import { lenderIdParams, lenderRoutes as routes } from '@lendhub/domain/rest/lenders';
import type { ApiDeps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { parseParams, parseQuery } from '../http/validate.ts';
import { findLender, listLenders, listLendersPage } from './repository.ts';

export function lendersRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  mount(router, routes.list, auth, async (req, res) => {
    const filters = parseQuery(routes.list.query, req);
    reply(res, routes.list, await listLenders(deps.db, filters));
  });

  // One page and the total: the gateway's lenders connection asks only for the lenders it shows.
  mount(router, routes.page, auth, async (req, res) => {
    const { limit, offset, after, ...filters } = parseQuery(routes.page.query, req);
    reply(res, routes.page, await listLendersPage(deps.db, filters, { limit, offset, after }));
  });

  mount(router, routes.byId, auth, async (req, res) => {
    const { id } = parseParams(lenderIdParams, req);
    const lender = await findLender(deps.db, id);
    if (!lender) throw new ApiError(404, routes.byId.messages.notFound);
    reply(res, routes.byId, lender);
  });

  return router;
}
