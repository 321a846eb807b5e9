import { checkSheetContent, pathText, readSheetCsv, type RateSheetContent } from '@lendhub/domain/pricing';
import { IMPORT_MESSAGES, PRICING_MESSAGES, pricingRoutes as routes } from '@lendhub/domain/rest/pricing';
import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { authOf, requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError, type FieldErrors } from '../http/envelope.ts';
import { pathId } from '../http/ids.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { baselineLimits, countiesOfState, countyRow, LIMIT_YEARS, statesWithLimits, type LimitYear } from './countyLimits.ts';
import { countiesOfZip } from './countyNames.ts';
import { priceRequest } from './pricer.ts';
import {
  activateRateSheet,
  activeRateSheets,
  createRateSheet,
  findRateSheetsByIds,
  lenderExists,
  lenderIdOfUser,
  listRateSheets,
  rateSheetLenderId,
} from './repository.ts';

/** At most this many line errors are sent back (the first ones; the count says how many in all). */
const MAX_LINE_ERRORS = 200;

/** The sheet in the file, or 400 with every problem keyed by its line ('line 12') or JSON path. */
function readImport(format: 'csv' | 'json', content: string): RateSheetContent {
  if (format === 'csv') {
    const reading = readSheetCsv(content);
    if (reading.ok) return reading.sheet;
    const errors: FieldErrors = {};
    for (const error of reading.errors.slice(0, MAX_LINE_ERRORS)) {
      const key = error.line > 0 ? `line ${error.line}` : 'sheet';
      errors[key] = errors[key] ? `${errors[key]}; ${error.message}` : error.message;
    }
    throw new ApiError(400, routes.importRateSheet.messages.invalid(reading.errors.length), errors);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ApiError(400, IMPORT_MESSAGES.json, { content: IMPORT_MESSAGES.json });
  }
  const checked = checkSheetContent(parsed);
  if (checked.ok) return checked.sheet;
  const errors: FieldErrors = {};
  for (const issue of checked.issues.slice(0, MAX_LINE_ERRORS)) errors[pathText(issue.path) || 'sheet'] ??= issue.message;
  throw new ApiError(400, routes.importRateSheet.messages.invalid(checked.issues.length), errors);
}

/**
 * Rate sheets, the pricer and FHFA county limits (docs/product.md "Pricing"). Any signed-in user prices and
 * reads limits; Admins import and activate sheets for any lender, an account executive for the
 * lender their account represents (lenders.user_id) — checked here whatever the gateway did.
 */
export function pricingRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const importers = requireRole(ROLE_NAMES.admin, ROLE_NAMES.accountExecutive);

  /** 403 unless the caller is an Admin or the account executive of this lender. */
  const assertMayManage = async (userId: number, role: string, lenderId: number) => {
    if (role === ROLE_NAMES.admin) return;
    if ((await lenderIdOfUser(deps.db, userId)) !== lenderId) throw new ApiError(403, IMPORT_MESSAGES.notOwnLender);
  };

  mount(router, routes.status, auth, async (_req, res) => {
    const sheets = await activeRateSheets(deps.db, new Date());
    reply(res, routes.status, {
      live: sheets.length > 0,
      sources: sheets.map((sheet) => ({ sheetId: sheet.sheetId, lenderName: sheet.lenderName, source: sheet.source ?? null })),
    });
  });

  mount(router, routes.price, auth, async (req, res) => {
    const input = parseBody(routes.price.body, req);
    reply(res, routes.price, await priceRequest(deps.db, input, new Date()));
  });

  mount(router, routes.zipCounties, auth, (req, res) => {
    const { zipCode } = parseQuery(routes.zipCounties.query, req);
    const counties = countiesOfZip(zipCode);
    if (counties.length === 0) throw new ApiError(404, PRICING_MESSAGES.zipUnknown);
    reply(res, routes.zipCounties, counties);
  });

  // The county loan limits modal: the states, a state's counties, or one county, of a year.
  mount(router, routes.countyLimits, auth, (req, res) => {
    const query = parseQuery(routes.countyLimits.query, req);
    const year = query.year as LimitYear;
    if (query.countyFips) {
      const row = countyRow(year, query.countyFips);
      if (!row || row.state !== query.state) throw new ApiError(404, PRICING_MESSAGES.county);
      reply(res, routes.countyLimits, { year, baseline: baselineLimits(year), counties: [row] });
      return;
    }
    reply(res, routes.countyLimits, { year, baseline: baselineLimits(year), counties: countiesOfState(year, query.state) });
  });

  mount(router, routes.limitStates, auth, (_req, res) => {
    reply(res, routes.limitStates, { years: [...LIMIT_YEARS], states: statesWithLimits(LIMIT_YEARS[LIMIT_YEARS.length - 1]!) });
  });

  mount(router, routes.rateSheets, auth, importers, async (req, res) => {
    const { lenderId } = parseQuery(routes.rateSheets.query, req);
    const { userId, role } = authOf(req);
    // An account executive sees their own lender's history only.
    const own = role === ROLE_NAMES.admin ? lenderId : await lenderIdOfUser(deps.db, userId);
    if (role !== ROLE_NAMES.admin && own === undefined) {
      reply(res, routes.rateSheets, []);
      return;
    }
    reply(res, routes.rateSheets, await listRateSheets(deps.db, own));
  });

  mount(router, routes.rateSheetsByIds, auth, importers, async (req, res) => {
    const { ids } = parseQuery(routes.rateSheetsByIds.query, req);
    const { userId, role } = authOf(req);
    const sheets = await findRateSheetsByIds(deps.db, ids);
    const own = role === ROLE_NAMES.admin ? undefined : await lenderIdOfUser(deps.db, userId);
    reply(res, routes.rateSheetsByIds, role === ROLE_NAMES.admin ? sheets : sheets.filter((sheet) => sheet.lenderId === own));
  });

  // Nothing is stored unless every line is right: the answer lists each problem by line.
  mount(router, routes.importRateSheet, auth, importers, async (req, res) => {
    const input = parseBody(routes.importRateSheet.body, req);
    const { userId, role } = authOf(req);
    if (!(await lenderExists(deps.db, input.lenderId)))
      throw new ApiError(400, IMPORT_MESSAGES.lenderNotFound, { lenderId: IMPORT_MESSAGES.lenderNotFound });
    await assertMayManage(userId, role, input.lenderId);
    const content = readImport(input.format, input.content);
    const sheet = await createRateSheet(deps.db, { lenderId: input.lenderId, format: input.format, content, importedBy: userId });
    reply(res, routes.importRateSheet, sheet, routes.importRateSheet.messages.ok(sheet.productCount), 201);
  });

  mount(router, routes.activateRateSheet, auth, importers, async (req, res) => {
    const id = pathId(req, IMPORT_MESSAGES.notFound);
    const { userId, role } = authOf(req);
    const lenderId = await rateSheetLenderId(deps.db, id);
    if (lenderId === undefined) throw new ApiError(404, IMPORT_MESSAGES.notFound);
    await assertMayManage(userId, role, lenderId);
    const sheet = valueOrThrow(await activateRateSheet(deps.db, id, new Date()), {
      'not-found': () => new ApiError(404, IMPORT_MESSAGES.notFound),
      expired: () => new ApiError(400, IMPORT_MESSAGES.expired),
    });
    reply(res, routes.activateRateSheet, sheet, routes.activateRateSheet.messages.ok(sheet.lenderName));
  });

  return router;
}
