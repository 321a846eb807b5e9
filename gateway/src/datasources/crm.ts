import { z } from 'zod';
import { ThirdPartyRest, UpstreamError, type ServiceEndpoint, type UpstreamFailure } from './third-party.ts';
import { thirdPartyError } from './third-party-errors.ts';

// What the gateway reads of the CRM's answers (GoHighLevel-style wire format); other fields are ignored.
const stageSchema = z.object({ id: z.string(), name: z.string(), position: z.number().optional() });
const pipelineSchema = z.object({ id: z.string(), name: z.string(), stages: z.array(stageSchema) });
const opportunitySchema = z.object({
  id: z.string(),
  status: z.string(),
  monetaryValue: z.number().nullish(),
  pipelineStageId: z.string().nullish(),
  source: z.string().nullish(),
  createdAt: z.string().optional(),
  contact: z.object({ email: z.string().nullish() }).nullish(),
});
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
 * The CRM (`CRM_BASE_URL`, default the API's sandbox): `GET /pipelines/` and
 * `GET /pipelines/{id}/opportunities`. Both are reads, so both are retried on network errors and 5xx.
 * Failures become CRM_* GraphQL errors that say nothing of what the CRM answered.
 */
export class CrmDataSource {
  private readonly rest: ThirdPartyRest;

  constructor(endpoint: ServiceEndpoint) {
    this.rest = new ThirdPartyRest('CRM', endpoint);
  }

  private async read<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S): Promise<z.output<S>> {
    try {
      return parse(schema, await this.rest.call(path, { method: 'GET', params }, { idempotent: true }));
    } catch (error) {
      if (error instanceof UpstreamError) throw crmError(error.failure);
      throw error;
    }
  }

  async pipelines(): Promise<CrmPipeline[]> {
    return (await this.read('pipelines/', {}, pipelinesResponse)).pipelines;
  }

  /** The pipeline the dashboard shows: the first one (spec §7). */
  async firstPipeline(): Promise<CrmPipeline> {
    const [first] = await this.pipelines();
    if (!first) throw thirdPartyError('CRM_NO_PIPELINE');
    return first;
  }

  /**
   * Every opportunity of a pipeline created in the range, following the CRM's keyset pages through
   * `meta.startAfter`/`startAfterId` (never `nextPageUrl`: the key must not follow a URL the answer chose).
   */
  async opportunities(pipelineId: string, range: CrmTimeRange): Promise<CrmOpportunity[]> {
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
