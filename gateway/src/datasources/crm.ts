import { z } from 'zod';
import { ThirdPartyRest, UpstreamError, type ServiceEndpoint, type UpstreamFailure } from './thirdPartyRest.ts';
import type { UpstreamGuard } from '../platform/resilience/upstreamGuard.ts';
import { thirdPartyError } from './thirdPartyErrors.ts';

// What the gateway reads of the CRM's answers (GoHighLevel-style wire format); other fields are ignored.
const stageSchema = z.object({ id: z.string(), name: z.string(), position: z.number().optional() });
const pipelineSchema = z.object({ id: z.string(), name: z.string(), stages: z.array(stageSchema) });
const opportunitySchema = z.object({
  id: z.string(),
  status: z.string(),
  monetaryValue: z.number().nullish(),
  pipelineStageId: z.string().nullish(),
  source: z.string().nullish(),
  name: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  lastStatusChangeAt: z.string().nullish(),
  contact: z.object({ email: z.string().nullish() }).nullish(),
});
// GET …/opportunities/{id}: v1 answers the record itself, v2 wraps it in `opportunity`; both are read.
const opportunityResponse = z.union([
  z.object({ opportunity: opportunitySchema }).transform((body) => body.opportunity),
  opportunitySchema,
]);
const pipelinesResponse = z.object({ pipelines: z.array(pipelineSchema) });
const opportunitiesResponse = z.object({
  opportunities: z.array(opportunitySchema),
  meta: z
    .object({ startAfter: z.union([z.number(), z.string()]).nullish(), startAfterId: z.string().nullish() })
    .partial()
    .nullish(),
});

export type CrmPipeline = z.infer<typeof pipelineSchema>;
export type CrmOpportunity = z.infer<typeof opportunitySchema>;

/** Epoch milliseconds, both ends inclusive. */
export interface CrmTimeRange {
  start: number;
  end: number;
}

const PAGE_SIZE = 100;
/** 50 pages of 100: far beyond a year of a busy team; a cursor that never ends is a malfunction. */
const MAX_PAGES = 50;

function crmError(failure: UpstreamFailure) {
  if (failure.kind === 'http' && (failure.status === 401 || failure.status === 403)) return thirdPartyError('CRM_UNAUTHORIZED');
  if (failure.kind === 'http' && failure.status === 429) return thirdPartyError('CRM_RATE_LIMITED');
  return thirdPartyError('CRM_UNAVAILABLE');
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new UpstreamError('CRM', { kind: 'malformed' });
  return result.data;
}

/**
 * The CRM (`CRM_BASE_URL`, default the API's sandbox): `GET /pipelines/`,
 * `GET /pipelines/{id}/opportunities` and `GET /pipelines/{id}/opportunities/{opportunityId}`. All are
 * reads, so all are retried on network errors and 5xx. Failures become CRM_* GraphQL errors that say
 * nothing of what the CRM answered.
 *
 * One instance per GraphQL request. `firstPipeline`, `opportunities` and `opportunity` are memoised
 * for that request: the dashboard, the opportunity list and `node(id:)` asked together cost one read
 * of each (a failure is remembered too, so a broken CRM is not asked twice). `pipelines()` stays a
 * plain read.
 */
export class CrmDataSource {
  private readonly rest: ThirdPartyRest;
  private readonly memo = new Map<string, Promise<unknown>>();
  /** The list reads started in this request, per pipeline. */
  private readonly listReads = new Map<string, Promise<CrmOpportunity[]>[]>();

  constructor(endpoint: ServiceEndpoint, guard?: UpstreamGuard) {
    this.rest = new ThirdPartyRest('CRM', endpoint, guard);
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.memo.set(key, pending);
    }
    return pending;
  }

  /** A GET; with `missingAsNull`, a 404 answers null instead of failing. */
  private async read<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S): Promise<z.output<S>>;
  private async read<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    missingAsNull: true,
  ): Promise<z.output<S> | null>;
  private async read<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    missingAsNull = false,
  ): Promise<z.output<S> | null> {
    try {
      return parse(schema, await this.rest.call(path, { method: 'GET', params }, { idempotent: true }));
    } catch (error) {
      if (error instanceof UpstreamError) {
        if (missingAsNull && error.failure.kind === 'http' && error.failure.status === 404) return null;
        throw crmError(error.failure);
      }
      throw error;
    }
  }

  async pipelines(): Promise<CrmPipeline[]> {
    return (await this.read('pipelines/', {}, pipelinesResponse)).pipelines;
  }

  /** The pipeline the dashboard shows: the first one (spec §7). */
  firstPipeline(): Promise<CrmPipeline> {
    return this.once('firstPipeline', async () => {
      const [first] = await this.pipelines();
      if (!first) throw thirdPartyError('CRM_NO_PIPELINE');
      return first;
    });
  }

  /**
   * Every opportunity of a pipeline created in the range, following the CRM's keyset pages through
   * `meta.startAfter`/`startAfterId` (never `nextPageUrl`: the key must not follow a URL the answer chose).
   */
  opportunities(pipelineId: string, range: CrmTimeRange): Promise<CrmOpportunity[]> {
    return this.once(`opportunities:${pipelineId}:${range.start}:${range.end}`, () => {
      const reading = this.readAllPages(pipelineId, range).then((all) => {
        // A record read in a list needs no second call when `node(id:)` asks for it in the same request.
        for (const opportunity of all) {
          const key = opportunityKey(pipelineId, opportunity.id);
          if (!this.memo.has(key)) this.memo.set(key, Promise.resolve(opportunity));
        }
        return all;
      });
      this.listsOf(pipelineId).push(reading);
      return reading;
    });
  }

  /**
   * One opportunity of a pipeline by its CRM id; null when the CRM does not know it there. Lists of
   * the pipeline already being read in this request are awaited first: they may hold the record.
   */
  async opportunity(pipelineId: string, opportunityId: string): Promise<CrmOpportunity | null> {
    const key = opportunityKey(pipelineId, opportunityId);
    if (!this.memo.has(key)) await Promise.allSettled(this.listsOf(pipelineId));
    return this.once(key, () =>
      this.read(
        `pipelines/${encodeURIComponent(pipelineId)}/opportunities/${encodeURIComponent(opportunityId)}`,
        {},
        opportunityResponse,
        true,
      ),
    );
  }

  private listsOf(pipelineId: string): Promise<CrmOpportunity[]>[] {
    let lists = this.listReads.get(pipelineId);
    if (!lists) {
      lists = [];
      this.listReads.set(pipelineId, lists);
    }
    return lists;
  }

  private async readAllPages(pipelineId: string, range: CrmTimeRange): Promise<CrmOpportunity[]> {
    const all: CrmOpportunity[] = [];
    const params: Record<string, string> = { startDate: String(range.start), endDate: String(range.end), limit: String(PAGE_SIZE) };
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = await this.read(`pipelines/${encodeURIComponent(pipelineId)}/opportunities`, params, opportunitiesResponse);
      all.push(...body.opportunities);
      const startAfter = body.meta?.startAfter;
      const startAfterId = body.meta?.startAfterId;
      if (startAfter === null || startAfter === undefined || !startAfterId || body.opportunities.length === 0) return all;
      params.startAfter = String(startAfter);
      params.startAfterId = startAfterId;
    }
    throw crmError({ kind: 'malformed' });
  }
}

const opportunityKey = (pipelineId: string, opportunityId: string) => `opportunity:${pipelineId}:${opportunityId}`;
