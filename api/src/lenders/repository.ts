import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/types.ts';
import { containsText, MAX_ID } from '../db/values.ts';
import type { LendersTable } from '../db/tables/lenders.ts';
import type { LenderDto, LenderPrograms, LendersPage, LendersQuery } from '@lendhub/domain/rest/lenders';

const PROGRAM_CATEGORIES = [
  'productOffer',
  'qmPrograms',
  'nonQmPrograms',
  'uniquePropertyType',
  'privateLoanPrograms',
  'conventionalPrograms',
] as const satisfies readonly (keyof LenderPrograms)[];

export async function listLenders(db: Kysely<Database>, filters: LendersQuery): Promise<LenderDto[]> {
  const rows = await filteredLenders(db, filters).selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toLenderDto);
}

/**
 * One page of the lenders matching the filters, in the list's order (name, then id): `offset` rows in, or just after
 * the lender `after` names (a keyset, so rows added or removed above it do not shift the page). One row more than the
 * page is read to tell whether more follow.
 */
export async function listLendersPage(
  db: Kysely<Database>,
  filters: LendersQuery,
  page: { limit: number; offset: number; after?: { name: string; id: number } | undefined },
): Promise<LendersPage> {
  const { after } = page;
  const pageQuery = after
    ? filteredLenders(db, filters).where(sql<boolean>`(name, id) > (${after.name}, ${after.id})`)
    : filteredLenders(db, filters);
  const [rows, count] = await Promise.all([
    pageQuery
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .limit(page.limit + 1)
      .offset(page.offset)
      .execute(),
    filteredLenders(db, filters)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.slice(0, page.limit).map(toLenderDto), totalCount: Number(count.count), hasMore: rows.length > page.limit };
}

function filteredLenders(db: Kysely<Database>, filters: LendersQuery) {
  let query = db.selectFrom('lenders');
  if (filters.key) query = query.where('slug', '=', filters.key);
  if (filters.search) {
    const search = filters.search;
    query = query.where((eb) => containsText(eb, ['name', 'full_name', 'short_description', 'contact_name'], search));
  }
  switch (filters.program) {
    case 'qm':
      query = query.where(sql<boolean>`jsonb_array_length(coalesce(programs -> 'qmPrograms', '[]'::jsonb)) > 0`);
      break;
    case 'non_qm':
      query = query.where(sql<boolean>`jsonb_array_length(coalesce(programs -> 'nonQmPrograms', '[]'::jsonb)) > 0`);
      break;
    case 'fha':
      query = query.where(anyProgramHasWord('FHA'));
      break;
    case 'va':
      query = query.where(anyProgramHasWord('VA'));
      break;
  }
  return query;
}

/** A numeric id or a slug; undefined when neither matches. */
export async function findLender(db: Kysely<Database>, idOrSlug: string): Promise<LenderDto | undefined> {
  let query = db.selectFrom('lenders').selectAll();
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    if (id > MAX_ID) return undefined;
    query = query.where('id', '=', id);
  } else {
    query = query.where('slug', '=', idOrSlug);
  }
  const row = await query.executeTakeFirst();
  return row && toLenderDto(row);
}

/** True when any entry of any program category contains `word` as a whole word (case-insensitive). */
function anyProgramHasWord(word: string) {
  const pattern = `\\m${word}\\M`;
  return sql<boolean>`exists (
    select 1
    from jsonb_each(programs) as category(name, entries),
         jsonb_array_elements_text(
           case when jsonb_typeof(category.entries) = 'array' then category.entries else '[]'::jsonb end
         ) as program(entry)
    where program.entry ~* ${pattern}
  )`;
}

export function toLenderDto(row: Selectable<LendersTable>): LenderDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    fullName: row.full_name,
    logo: row.logo,
    image: row.image,
    website: row.website,
    description: row.description,
    shortDescription: row.short_description,
    status: row.status,
    rating: row.rating,
    role: row.role_id,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email },
    profileImage: row.profile_image,
    programs: normalizePrograms(row.programs),
    lenderNiche: row.lender_niche,
    overlays: row.overlays,
    channelLinks: Array.isArray(row.channel_links) ? row.channel_links : [],
    userId: row.user_id,
  };
}

/** Every category present as an array, whatever an older row stored. */
function normalizePrograms(stored: Partial<LenderPrograms> | null): LenderPrograms {
  const programs = {} as LenderPrograms;
  for (const category of PROGRAM_CATEGORIES) {
    const entries = stored?.[category];
    programs[category] = Array.isArray(entries) ? entries.filter((entry) => typeof entry === 'string') : [];
  }
  return programs;
}
