import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { idsQuery, pathId } from '../http/ids.ts';
import { parseBody, parseQuery, parseWith } from '../http/validate.ts';
import { offersByKey, priceRequest } from '../pricing/pricer.ts';
import { priceScenarioSchema } from '../pricing/schemas.ts';
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
import { attachQuoteSchema, QUOTE_MESSAGES, saveQuoteSchema, savedQuotesQuerySchema } from './schemas.ts';

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

  router.get('/api/Quote/GetSavedQuotes', auth, async (req, res) => {
    const { limit, beforeId } = parseQuery(savedQuotesQuerySchema, req);
    sendOk(res, await listSavedQuotes(deps.db, authOf(req).userId, { limit, beforeId }));
  });

  router.get('/api/Quote/GetSavedQuotesByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findSavedQuotesByIds(deps.db, authOf(req).userId, ids));
  });

  // The viewer's own quotes attached to these loans (the loan page lists them); others' never.
  router.get('/api/Quote/GetSavedQuotesByLoanIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findSavedQuotesByLoanIds(deps.db, authOf(req).userId, ids));
  });

  router.post('/api/Quote/SaveQuote', auth, async (req, res) => {
    const input = parseBody(saveQuoteSchema, req);
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
    sendOk(res, quote, QUOTE_MESSAGES.saved, 201);
  });

  // Only the quote's own officer, and only to one of their own loans.
  router.post('/api/Quote/AttachQuoteToLoan/:id', auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    const { loanId } = parseBody(attachQuoteSchema, req);
    const { userId } = authOf(req);
    const [quote] = await findSavedQuotesByIds(deps.db, userId, [id]);
    if (!quote) throw notFound();
    if (!(await isOwnLoan(deps.db, userId, loanId))) throw notOwnLoan();
    sendOk(res, await setSavedQuoteLoan(deps.db, userId, id, loanId), QUOTE_MESSAGES.attached);
  });

  router.post('/api/Quote/DetachQuoteFromLoan/:id', auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    const quote = await setSavedQuoteLoan(deps.db, authOf(req).userId, id, null);
    if (!quote) throw notFound();
    sendOk(res, quote, QUOTE_MESSAGES.detached);
  });

  router.delete('/api/Quote/DeleteSavedQuote/:id', auth, async (req, res) => {
    const id = pathId(req, QUOTE_MESSAGES.notFound);
    if (!(await deleteSavedQuote(deps.db, authOf(req).userId, id))) throw notFound();
    sendOk(res, { id }, QUOTE_MESSAGES.deleted);
  });

  // The borrower PDF, base64 in the envelope (the gateway passes it on as a GraphQL field).
  router.get('/api/Quote/GetQuotePdf/:id', auth, async (req, res) => {
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
    sendOk(res, { fileName, contentType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') });
  });

  return router;
}
