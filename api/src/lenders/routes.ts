import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseParams, parseQuery } from '../http/validate.ts';
import { findLender, listLenders } from './repository.ts';
import { lenderIdParams, lendersQuery } from './schemas.ts';

export function lendersRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/api/Lender/GetAllLenders', auth, async (req, res) => {
    const filters = parseQuery(lendersQuery, req);
    sendOk(res, await listLenders(deps.db, filters));
  });

  router.get('/api/Lender/GetLenderById/:id', auth, async (req, res) => {
    const { id } = parseParams(lenderIdParams, req);
    const lender = await findLender(deps.db, id);
    if (!lender) throw new ApiError(404, 'Lender not found');
    sendOk(res, lender);
  });

  return router;
}
