import { priceScenarioSchema } from '@lendhub/domain/rest/pricing';
import { QUOTE_MESSAGES, quoteRoutes as routes } from '@lendhub/domain/rest/quotes';
import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { parseBody, parseQuery, parseWith } from '../http/validate.ts';
import { offersByKey, priceRequest } from '../pricing/pricer.ts';
import { quotePdf } from './pdf.ts';
import {
  createSavedQuote,
  deleteSavedQuote,
  findSavedQuotesByIds,
  findSavedQuotesByLoanIds,
  isOwnLoan,
  listSavedQuotes,
  officerOfQuote,
  setSavedQuoteLoan,
} from './repository.ts';

const notFound = () => new ApiError(404, QUOTE_MESSAGES.notFound);
// Another officer's loan reads as not one's own, whether or not it exists (ids are not probed).
const notOwnLoan = () => new ApiError(400, QUOTE_MESSAGES.loanNotOwn, { loanId: QUOTE_MESSAGES.loanNotOwn });

/**
 * Saved quotes (docs/product.md "Pricing"): private to the signed-in user who saved them — another user's
 * quote is not found, whatever their role. The offers are priced again here, so a quote keeps the
 * server's figures, never the client's.
 */
export function quotesRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  mount(router, routes.list, auth, async (req, res) => {
    const { limit, beforeId } = parseQuery(routes.list.query, req);
    reply(res, routes.list, await listSavedQuotes(deps.db, authOf(req).userId, { limit, beforeId }));
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, await findSavedQuotesByIds(deps.db, authOf(req).userId, ids));
  });

  // The viewer's own quotes attached to these loans (the loan page lists them); others' never.
  mount(router, routes.byLoanIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byLoanIds.query, req);
    reply(res, routes.byLoanIds, await findSavedQuotesByLoanIds(deps.db, authOf(req).userId, ids));
  });

  mount(router, routes.save, auth, async (req, res) => {
    const input = parseBody(routes.save.body, req);
    if (input.loanId && !(await isOwnLoan(deps.db, authOf(req).userId, input.loanId))) throw notOwnLoan();
    const offers = await offersByKey(deps.db, input.scenario, new Date());
    const chosen = input.offerKeys.map((key) => offers.get(key));
    if (chosen.some((offer) => offer === undefined))
      throw new ApiError(400, QUOTE_MESSAGES.offerGone, { offerKeys: QUOTE_MESSAGES.offerGone });
    const quote = await createSavedQuote(deps.db, {
      officerId: authOf(req).userId,
      name: input.name,
      scenario: input.scenario as unknown as Record<string, unknown>,
      offers: chosen.map((offer) => offer!),
      loanId: input.loanId ?? null,
    });
    reply(res, routes.save, quote, routes.save.messages.ok, 201);
  });

  // Only the quote's own officer, and only to one of their own loans.
  mount(router, routes.attach, auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    const { loanId } = parseBody(routes.attach.body, req);
    const { userId } = authOf(req);
    const [quote] = await findSavedQuotesByIds(deps.db, userId, [id]);
    if (!quote) throw notFound();
    if (!(await isOwnLoan(deps.db, userId, loanId))) throw notOwnLoan();
    const attached = await setSavedQuoteLoan(deps.db, userId, id, loanId);
    if (!attached) throw notFound();
    reply(res, routes.attach, attached, routes.attach.messages.ok);
  });

  mount(router, routes.detach, auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    const quote = await setSavedQuoteLoan(deps.db, authOf(req).userId, id, null);
    if (!quote) throw notFound();
    reply(res, routes.detach, quote, routes.detach.messages.ok);
  });

  mount(router, routes.delete, auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    if (!(await deleteSavedQuote(deps.db, authOf(req).userId, id))) throw notFound();
    reply(res, routes.delete, { id }, routes.delete.messages.ok);
  });

  // The borrower PDF, base64 in the envelope (the gateway passes it on as a GraphQL field).
  mount(router, routes.pdf, auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    const { userId } = authOf(req);
    const [quote] = await findSavedQuotesByIds(deps.db, userId, [id]);
    if (!quote) throw notFound();
    // County and loan class as of the quote's scenario (limits of its year).
    const scenario = parseWith(priceScenarioSchema, quote.scenario);
    const priced = await priceRequest(deps.db, scenario, new Date()).catch(() => null);
    const bytes = await quotePdf({
      quote,
      officer: await officerOfQuote(deps.db, userId),
      county: priced?.county.name ?? null,
      loanClass: priced?.loanClass ?? null,
      date: new Date(),
    });
    const fileName = `quote-${
      quote.name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || quote.id
    }.pdf`;
    reply(res, routes.pdf, { fileName, contentType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') });
  });

  return router;
}
