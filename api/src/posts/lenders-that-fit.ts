// 'Lenders that fit' of Lender Finder posts (issue 22 §4): the same engine as the pricer, over every
// lender's active rate sheet, for the structured scenario a post carries.
import { lendersThatFit, postScenarioSchema, type LenderFit, type PostScenario } from '@lendhub/domain/pricing';
import type { Kysely, Transaction } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/types.ts';
import type { PostDto } from '@lendhub/domain/rest/posts';
import { limitYearFor, stateLoanLimits } from '../pricing/countyLimits.ts';
import { activeRateSheets } from '../pricing/repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored scenario, read back through the schema (a row written before a rule changed answers none). */
export function storedScenario(value: unknown): PostScenario | null {
  const parsed = postScenarioSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Fits for scenarios already in hand: one read of the active sheets for all of them. */
export async function fitsOfScenarios(db: Db, scenarios: ReadonlyMap<number, PostScenario>, now: Date): Promise<Map<number, LenderFit[]>> {
  const fits = new Map<number, LenderFit[]>();
  if (scenarios.size === 0) return fits;
  const sheets = await activeRateSheets(db, now);
  const year = limitYearFor(now);
  for (const [key, scenario] of scenarios) {
    const limits = stateLoanLimits(year, scenario.state, scenario.propertyType === 'TWO_TO_FOUR_UNITS' ? 2 : 1);
    fits.set(key, lendersThatFit(sheets, scenario, limits));
  }
  return fits;
}

/** Listed posts, each with the lenders that fit its scenario ([] without one): one read of the active sheets for the page. */
export async function withLendersThatFit(db: Db, posts: readonly PostDto[], now: Date): Promise<PostDto[]> {
  const scenarios = new Map<number, PostScenario>();
  for (const post of posts) if (post.scenario) scenarios.set(post.id, post.scenario);
  const fits = await fitsOfScenarios(db, scenarios, now);
  return posts.map((post) => ({ ...post, lendersThatFit: fits.get(post.id) ?? [] }));
}

/**
 * The batch the gateway's DataLoader asks for: by post id, the fits of each post the viewer may see
 * (published, their own, or any for an Admin). A post without a scenario, or not visible, answers [].
 */
export async function lendersThatFitPosts(
  db: Kysely<Database>,
  viewer: Viewer,
  postIds: readonly number[],
  now: Date,
): Promise<Record<string, LenderFit[]>> {
  if (postIds.length === 0) return {};
  let query = db
    .selectFrom('posts')
    .select(['id', 'scenario'])
    .where('id', 'in', [...postIds])
    .where('scenario', 'is not', null);
  if (!viewer.isAdmin) query = query.where((eb) => eb.or([eb('is_published', '=', true), eb('author_id', '=', viewer.userId)]));
  const scenarios = new Map<number, PostScenario>();
  for (const row of await query.execute()) {
    const scenario = storedScenario(row.scenario);
    if (scenario) scenarios.set(row.id, scenario);
  }
  const fits = await fitsOfScenarios(db, scenarios, now);
  return Object.fromEntries(postIds.map((id) => [String(id), fits.get(id) ?? []]));
}
