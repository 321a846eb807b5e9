import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { findVisiblePost, listPosts, type PostDto, type Viewer } from './repository.ts';
import type { CreatePostInput } from './schemas.ts';

/** Why a write was refused: the post does not exist, or the viewer is neither its author nor an Admin. */
export type EditRefusal = 'not-found' | 'forbidden';

/** The author and Admins may edit or delete a post; anyone else is refused. Locks the row inside a transaction. */
async function refusalFor(db: Kysely<Database> | Transaction<Database>, viewer: Viewer, postId: number): Promise<EditRefusal | undefined> {
  const row = await db.selectFrom('posts').select('author_id').where('id', '=', postId).forUpdate().executeTakeFirst();
  if (!row) return 'not-found';
  return viewer.isAdmin || row.author_id === viewer.userId ? undefined : 'forbidden';
}

/** Whether the viewer may edit or delete the post (checked before reading the request body). */
export function editRefusal(db: Kysely<Database>, viewer: Viewer, postId: number): Promise<EditRefusal | undefined> {
  return refusalFor(db, viewer, postId);
}

/** Replaces title, content and published flag (same rules as create); returns the post or why not. */
export async function updatePost(
  db: Kysely<Database>,
  viewer: Viewer,
  postId: number,
  input: CreatePostInput,
): Promise<PostDto | EditRefusal> {
  return db.transaction().execute(async (trx) => {
    const refused = await refusalFor(trx, viewer, postId);
    if (refused) return refused;
    await trx
      .updateTable('posts')
      .set({ title: input.title, content: input.content, is_published: input.isPublished, updated_at: sql<string>`now()` })
      .where('id', '=', postId)
      .execute();
    const post = await findVisiblePost(trx, viewer, postId);
    if (!post) throw new Error(`post ${postId} vanished after update`);
    return post;
  });
}

/** Deletes the post; its comments and likes go with it (foreign keys ON DELETE CASCADE). */
export async function deletePost(db: Kysely<Database>, viewer: Viewer, postId: number): Promise<true | EditRefusal> {
  return db.transaction().execute(async (trx) => {
    const refused = await refusalFor(trx, viewer, postId);
    if (refused) return refused;
    await trx.deleteFrom('posts').where('id', '=', postId).execute();
    return true;
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
