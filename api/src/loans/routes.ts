import { LOAN_MESSAGES } from '@lendhub/domain/loans';
import { loanRoutes as routes } from '@lendhub/domain/rest/loans';
import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
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

  mount(router, routes.list, auth, async (req, res) => {
    const { limit, beforeId, ...filters } = parseQuery(routes.list.query, req);
    reply(res, routes.list, await listLoans(db, loanViewerOf(authOf(req)), filters, { limit, beforeId }));
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, await loansByIds(db, loanViewerOf(authOf(req)), ids));
  });

  mount(router, routes.stats, auth, async (req, res) => {
    const { ownerId } = parseQuery(routes.stats.query, req);
    reply(res, routes.stats, await loanStats(db, loanViewerOf(authOf(req)), ownerId));
  });

  mount(router, routes.create, auth, async (req, res) => {
    const input = parseBody(routes.create.body, req);
    const loan = valueOrThrow(await createLoan(db, loanViewerOf(authOf(req)), await actorOf(deps, req), input), WRITE_REFUSALS);
    reply(res, routes.create, loan, routes.create.messages.ok, 201);
  });

  mount(router, routes.get, auth, async (req, res) => {
    const loan = await findLoan(db, loanViewerOf(authOf(req)), pathId(req, LOAN_MESSAGES.notFound));
    if (!loan) throw notFound();
    reply(res, routes.get, loan);
  });

  mount(router, routes.history, auth, async (req, res) => {
    const history = await loanHistory(db, loanViewerOf(authOf(req)), pathId(req, LOAN_MESSAGES.notFound));
    if (!history) throw notFound();
    reply(res, routes.history, history);
  });

  mount(router, routes.update, auth, async (req, res) => {
    const id = pathId(req, LOAN_MESSAGES.notFound);
    const input = parseBody(routes.update.body, req);
    const loan = valueOrThrow(await updateLoan(db, loanViewerOf(authOf(req)), await actorOf(deps, req), id, input), WRITE_REFUSALS);
    reply(res, routes.update, loan, routes.update.messages.ok);
  });

  mount(router, routes.delete, auth, async (req, res) => {
    const id = pathId(req, LOAN_MESSAGES.notFound);
    const result = valueOrThrow(await deleteLoan(db, loanViewerOf(authOf(req)), id), {
      'not-found': notFound,
      forbidden,
      funded: () => new ApiError(409, LOAN_MESSAGES.fundedDelete),
    });
    reply(res, routes.delete, result, routes.delete.messages.ok);
  });

  return router;
}
