import { Router, type Request, type Response } from 'express';
import { sandboxGuard, type RateLimit } from '../guard.ts';
import { crmSandboxData, type CrmOpportunity } from './data.ts';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** CRM errors look like `{ statusCode, message }`. */
export function writeCrmError(res: Response, status: number, message: string): void {
  res.status(status).json({ statusCode: status, message });
}

function timestampParam(req: Request, name: string): number | undefined | 'invalid' {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return 'invalid';
  return Number(raw);
}

function pageSizeParam(req: Request): number | 'invalid' {
  const raw = req.query['limit'];
  if (raw === undefined || raw === '') return DEFAULT_PAGE_SIZE;
  const size = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return size >= 1 && size <= MAX_PAGE_SIZE ? size : 'invalid';
}

/** Strictly after the cursor (createdAt, id) in the list's order. */
function isAfterCursor(opportunity: CrmOpportunity, startAfter: number, startAfterId: string): boolean {
  const createdAt = Date.parse(opportunity.createdAt);
  return createdAt > startAfter || (createdAt === startAfter && opportunity.id > startAfterId);
}

/**
 * The sandbox CRM: `GET /pipelines/` and `GET /pipelines/{pipelineId}/opportunities` with
 * `startDate`/`endDate` (epoch milliseconds, both inclusive, on `createdAt`) and keyset pages
 * (`limit` 1–100, default 20; `startAfter` + `startAfterId` from the previous page's `meta`);
 * `GET /pipelines/{pipelineId}/opportunities/{opportunityId}` answers one record (404 when unknown).
 */
export function crmSandboxRouter(options: { apiKey: string; rateLimit: RateLimit }): Router {
  const router = Router();
  router.use(sandboxGuard({ ...options, writeError: writeCrmError }));

  router.get('/pipelines', (_req, res) => {
    res.json({ pipelines: crmSandboxData().pipelines });
  });

  router.get('/pipelines/:pipelineId/opportunities', (req, res) => {
    const { pipelines, opportunities } = crmSandboxData();
    const pipelineId = String(req.params['pipelineId']);
    if (!pipelines.some((pipeline) => pipeline.id === pipelineId)) {
      writeCrmError(res, 404, 'Pipeline not found');
      return;
    }
    const startDate = timestampParam(req, 'startDate');
    const endDate = timestampParam(req, 'endDate');
    const startAfter = timestampParam(req, 'startAfter');
    const limit = pageSizeParam(req);
    if (startDate === 'invalid' || endDate === 'invalid' || startAfter === 'invalid') {
      writeCrmError(res, 422, 'startDate, endDate and startAfter must be timestamps in milliseconds');
      return;
    }
    if (limit === 'invalid') {
      writeCrmError(res, 422, `limit must be between 1 and ${MAX_PAGE_SIZE}`);
      return;
    }
    const startAfterId = typeof req.query['startAfterId'] === 'string' ? req.query['startAfterId'] : '';

    const matching = opportunities.filter((opportunity) => {
      if (opportunity.pipelineId !== pipelineId) return false;
      const createdAt = Date.parse(opportunity.createdAt);
      return (startDate === undefined || createdAt >= startDate) && (endDate === undefined || createdAt <= endDate);
    });
    const remaining = startAfter === undefined ? matching : matching.filter((o) => isAfterCursor(o, startAfter, startAfterId));
    const page = remaining.slice(0, limit);
    const last = page.at(-1);
    const hasMore = remaining.length > page.length;
    const currentPage = Math.floor((matching.length - remaining.length) / limit) + 1;

    let nextPageUrl: string | null = null;
    if (hasMore && last) {
      const next = new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`);
      next.searchParams.set('startAfter', String(Date.parse(last.createdAt)));
      next.searchParams.set('startAfterId', last.id);
      next.searchParams.set('limit', String(limit));
      nextPageUrl = next.toString();
    }
    res.json({
      opportunities: page,
      meta: {
        total: matching.length,
        nextPageUrl,
        startAfterId: hasMore && last ? last.id : null,
        startAfter: hasMore && last ? Date.parse(last.createdAt) : null,
        currentPage,
        nextPage: hasMore ? currentPage + 1 : null,
        prevPage: currentPage > 1 ? currentPage - 1 : null,
      },
    });
  });

  router.get('/pipelines/:pipelineId/opportunities/:opportunityId', (req, res) => {
    const pipelineId = String(req.params['pipelineId']);
    const opportunityId = String(req.params['opportunityId']);
    const found = crmSandboxData().opportunities.find((o) => o.pipelineId === pipelineId && o.id === opportunityId);
    if (found) res.json(found);
    else writeCrmError(res, 404, 'Opportunity not found');
  });

  router.use((_req, res) => writeCrmError(res, 404, 'Not found'));
  return router;
}
