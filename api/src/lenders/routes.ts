import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseParams, parseQuery } from '../http/validate.ts';
import { findLender, listLenders, listLendersPage } from './repository.ts';
import { lenderIdParams, lendersPageQuery, lendersQuery } from './schemas.ts';

export function lendersRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/api/Lender/GetAllLenders', auth, async (req, res) => {
    const filters = parseQuery(lendersQuery, req);
    sendOk(res, await listLenders(deps.db, filters));
  });

  // One page and the total: the gateway's lenders connection asks only for the lenders it shows.
  router.get('/api/Lender/GetLendersPage', auth, async (req, res) => {
    const { limit, offset, ...filters } = parseQuery(lendersPageQuery, req);
    sendOk(res, await listLendersPage(deps.db, filters, { limit, offset }));
  });

  router.get('/api/Lender/GetLenderById/:id', auth, async (req, res) => {
    const { id } = parseParams(lenderIdParams, req);
    const lender = await findLender(deps.db, id);
    if (!lender) throw new ApiError(404, 'Lender not found');
    sendOk(res, lender);
  });

  return router;
}
