import { sql, type Kysely, type Transaction } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { findVisiblePost, listPosts, type PostDto } from './repository.ts';
import type { CreatePostInput } from '@lendhub/domain/rest/posts';

/** Why a write was refused: the post does not exist, or the viewer is neither its author nor an Admin. */
export type EditRefusal = Refusal<'not-found' | 'forbidden'>;

/** The author and Admins may edit or delete a post; anyone else is refused. Locks the row inside a transaction. */
export async function mayEditPost(
  db: Kysely<Database> | Transaction<Database>,
  viewer: Viewer,
  postId: number,
): Promise<Result<void, EditRefusal>> {
  const row = await db.selectFrom('posts').select('author_id').where('id', '=', postId).forUpdate().executeTakeFirst();
  if (!row) return refuse('not-found');
  return viewer.isAdmin || row.author_id === viewer.userId ? ok(undefined) : refuse('forbidden');
}

/** Replaces title, content and published flag (same rules as create). */
export async function updatePost(
  db: Kysely<Database>,
  viewer: Viewer,
  postId: number,
  input: CreatePostInput,
): Promise<Result<PostDto, EditRefusal>> {
  return db.transaction().execute(async (trx) => {
    const allowed = await mayEditPost(trx, viewer, postId);
    if (!allowed.ok) return allowed;
    await trx
      .updateTable('posts')
      .set({ title: input.title, content: input.content, is_published: input.isPublished, updated_at: sql<string>`now()` })
      .where('id', '=', postId)
      .execute();
    const post = await findVisiblePost(trx, viewer, postId);
    if (!post) throw new Error(`post ${postId} vanished after update`);
    return ok(post);
  });
}

/** Deletes the post; its comments and likes go with it (foreign keys ON DELETE CASCADE). */
export async function deletePost(db: Kysely<Database>, viewer: Viewer, postId: number): Promise<Result<void, EditRefusal>> {
  return db.transaction().execute(async (trx) => {
    const allowed = await mayEditPost(trx, viewer, postId);
    if (!allowed.ok) return allowed;
    await trx.deleteFrom('posts').where('id', '=', postId).execute();
    return ok(undefined);
  });
}

/** Page size used to walk the whole list with the feed's keyset query. */
const PAGE = 100;

/** Every blog post the viewer may list, newest first: drafts only for an Admin (spec §6 blogs). */
export async function listBlogs(db: Kysely<Database>, viewer: Viewer): Promise<PostDto[]> {
  const all: PostDto[] = [];
  let beforeId: number | undefined;
  for (;;) {
    const page = await listPosts(db, viewer, { limit: PAGE, beforeId, includeDrafts: viewer.isAdmin });
    all.push(...page);
    if (page.length < PAGE) return all;
    beforeId = page.at(-1)!.id;
  }
}
