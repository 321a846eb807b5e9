import type { TrainingVideoInput } from '@lendhub/domain/events';
import type { TrainingVideoDto } from '@lendhub/domain/rest/marketplace';
import type { Kysely, Selectable } from 'kysely';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { TrainingVideosTable } from '../db/tables/marketplace.ts';
import type { Database } from '../db/types.ts';
import { inOrderOf } from '../db/values.ts';

const COLUMNS = ['id', 'section', 'title', 'video_url', 'company', 'description', 'created_at'] as const;

function toDto(row: Pick<Selectable<TrainingVideosTable>, (typeof COLUMNS)[number]>): TrainingVideoDto {
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    videoUrl: row.video_url,
    company: row.company,
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every video, section by section, oldest first (the order an Admin added them). */
export async function listVideos(db: Kysely<Database>): Promise<TrainingVideoDto[]> {
  const rows = await db.selectFrom('training_videos').select(COLUMNS).orderBy('section', 'desc').orderBy('id').execute();
  return rows.map(toDto);
}

export async function findVideos(db: Kysely<Database>, ids: readonly number[]): Promise<TrainingVideoDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('training_videos')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return inOrderOf(ids, rows.map(toDto), (video) => video.id);
}

export async function createVideo(db: Kysely<Database>, userId: number, input: TrainingVideoInput): Promise<TrainingVideoDto> {
  const row = await db
    .insertInto('training_videos')
    .values({
      section: input.section,
      title: input.title,
      video_url: input.videoUrl,
      company: input.company,
      description: input.description,
      created_by: userId,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toDto(row);
}

export async function deleteVideo(db: Kysely<Database>, id: number): Promise<Result<void, Refusal<'not-found'>>> {
  const deleted = await db.deleteFrom('training_videos').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted ? ok(undefined) : refuse('not-found');
}
