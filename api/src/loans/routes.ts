import { LOAN_MESSAGES } from '@lendhub/domain/loans';
import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idsQuery, pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { findUserById } from '../users/repository.ts';
import {
  createLoan,
  deleteLoan,
  findLoan,
  listLoans,
  loanHistory,
  loansByIds,
  loanStats,
  updateLoan,
  type LoanWriteRefusal,
} from './repository.ts';
import { loanBody, loansQuery, loanStatsQuery } from './schemas.ts';
import { loanViewerOf } from './viewer.ts';
import type { Request } from 'express';
import type { RefusalErrors } from '../http/refusals.ts';

const notFound = () => new ApiError(404, LOAN_MESSAGES.notFound);
const forbidden = () => new ApiError(403, 'Forbidden');
const field = (name: string, message: string) => new ApiError(400, message, { [name]: message });

const WRITE_REFUSALS: RefusalErrors<LoanWriteRefusal> = {
  'not-found': notFound,
  forbidden,
  'lender-not-found': () => field('lenderId', LOAN_MESSAGES.lenderUnknown),
  'start-status': () => field('status', LOAN_MESSAGES.startStatus),
  move: ({ from, to }) => field('status', LOAN_MESSAGES.move(from, to)),
  'funded-stage': () => field('stage', LOAN_MESSAGES.fundedStage),
  'funded-date-future': () => field('fundedDate', LOAN_MESSAGES.fundedDateFuture),
};

async function actorOf(deps: ApiDeps, req: Request) {
  const user = await findUserById(deps.db, authOf(req).userId);
  if (!user) throw new ApiError(401, 'Unauthorized');
  return { id: user.userId, name: user.fullName };
}

/**
 * The loan pipeline (docs/product.md "Loan pipeline"). Who sees what is decided here and in the repository, whatever
 * the gateway did: an officer their own loans, an Admin all (filter `ownerId`), an account executive the
 * loans submitted to their lender, read-only.
 */
export function loansRouter(deps: ApiDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = requireAuth(deps);

  router.get('/api/Loans', auth, async (req, res) => {
    const { limit, beforeId, ...filters } = parseQuery(loansQuery, req);
    sendOk(res, await listLoans(db, loanViewerOf(authOf(req)), filters, { limit, beforeId }));
  });

  router.get('/api/Loans/GetLoansByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await loansByIds(db, loanViewerOf(authOf(req)), ids));
  });

  router.get('/api/Loans/Stats', auth, async (req, res) => {
    const { ownerId } = parseQuery(loanStatsQuery, req);
    sendOk(res, await loanStats(db, loanViewerOf(authOf(req)), ownerId));
  });

  router.post('/api/Loans', auth, async (req, res) => {
    const input = parseBody(loanBody, req);
    const loan = valueOrThrow(await createLoan(db, loanViewerOf(authOf(req)), await actorOf(deps, req), input), WRITE_REFUSALS);
    sendOk(res, loan, LOAN_MESSAGES.added, 201);
  });

  router.get('/api/Loans/:id', auth, async (req, res) => {
    const loan = await findLoan(db, loanViewerOf(authOf(req)), pathId(req, LOAN_MESSAGES.notFound));
    if (!loan) throw notFound();
    sendOk(res, loan);
  });

  router.get('/api/Loans/:id/History', auth, async (req, res) => {
    const history = await loanHistory(db, loanViewerOf(authOf(req)), pathId(req, LOAN_MESSAGES.notFound));
    if (!history) throw notFound();
    sendOk(res, history);
  });

  router.put('/api/Loans/:id', auth, async (req, res) => {
    const id = pathId(req, LOAN_MESSAGES.notFound);
    const input = parseBody(loanBody, req);
    const loan = valueOrThrow(await updateLoan(db, loanViewerOf(authOf(req)), await actorOf(deps, req), id, input), WRITE_REFUSALS);
    sendOk(res, loan, LOAN_MESSAGES.updated);
  });

  router.delete('/api/Loans/:id', auth, async (req, res) => {
    const id = pathId(req, LOAN_MESSAGES.notFound);
    const result = valueOrThrow(await deleteLoan(db, loanViewerOf(authOf(req)), id), {
      'not-found': notFound,
      forbidden,
      funded: () => new ApiError(409, LOAN_MESSAGES.fundedDelete),
    });
    sendOk(res, result, LOAN_MESSAGES.deleted);
  });

  return router;
}
