import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { ok, refuse, type Refusal, type Result } from '../db/result.ts';
import type { Database } from '../db/types.ts';
import { groupBy, iso, newestFirst, type KeysetPage } from '../db/values.ts';
import type { CommentDto, CreatePostInput, LikeStateDto, PostDto, PostReadersDto } from '@lendhub/domain/rest/posts';
import { roleNameCan } from '../auth/roles.ts';
import { notifyPostAuthor } from '../notifications/post-activity.ts';
// The tests read the shapes from here.
export type { CommentDto, PostDto };
import { fitsOfScenarios, storedScenario } from './lenders-that-fit.ts';
import { notifyLendersThatFit } from './scenario-notifications.ts';

/** What creating a post answers: the post and whom the new scenario was told to. */
export interface CreatedPost {
  post: PostDto;
  notifiedUserIds: number[];
}

export interface ListPostsOptions extends KeysetPage {
  includeDrafts: boolean;
  lenderId?: number | undefined;
  program?: string | undefined;
}

type Db = Kysely<Database> | Transaction<Database>;

/** No user has this id: a post selected for it is nobody's like (`isLiked` false). */
const NOBODY = 0;

function selectPosts(db: Db, viewer: Pick<Viewer, 'userId'>) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .leftJoin('lenders', 'lenders.id', 'posts.lender_id')
    .select((eb) => [
      'posts.lender_id',
      'lenders.name as lender_name',
      'posts.program',
      'posts.scenario',
      'posts.id',
      'posts.title',
      'posts.content',
      'posts.is_published',
      'posts.author_id',
      'posts.like_count',
      'posts.comment_count',
      'posts.created_at',
      'posts.updated_at',
      'users.full_name as author_name',
      'users.avatar_url as author_image',
      'users.company as author_company',
      eb
        .exists(
          eb
            .selectFrom('post_likes')
            .select('post_likes.post_id')
            .whereRef('post_likes.post_id', '=', 'posts.id')
            .where('post_likes.user_id', '=', viewer.userId),
        )
        .as('is_liked'),
    ]);
}

/** Newest first; `beforeId` continues after the last post of the previous page. */
export async function listPosts(db: Kysely<Database>, viewer: Viewer, options: ListPostsOptions): Promise<PostDto[]> {
  let query = selectPosts(db, viewer);
  if (!options.includeDrafts) query = query.where('posts.is_published', '=', true);
  if (options.lenderId !== undefined) query = query.where('posts.lender_id', '=', options.lenderId);
  if (options.program !== undefined) query = query.where('posts.program', '=', options.program);
  const rows = await newestFirst(query, 'posts.id', options).execute();
  return withComments(db, rows);
}

/** A post the viewer may see: published, their own, or any post for an Admin. */
export async function findVisiblePost(db: Db, viewer: Viewer, postId: number): Promise<PostDto | undefined> {
  const row = await selectPosts(db, viewer)
    .where('posts.id', '=', postId)
    .where((eb) =>
      viewer.isAdmin ? eb.lit(true) : eb.or([eb('posts.is_published', '=', true), eb('posts.author_id', '=', viewer.userId)]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const [post] = await withComments(db, [row]);
  return post;
}

/**
 * A post read once for several users (the live update of one event, issue 26 §2): the post with `isLiked` false,
 * which of `userIds` may read it (published: every user; a draft: its author and Admins, by their roles now),
 * and which of those liked it. Undefined when the post is missing or none of them may read it.
 */
export async function findPostForReaders(db: Db, postId: number, userIds: readonly number[]): Promise<PostReadersDto | undefined> {
  if (userIds.length === 0) return undefined;
  const row = await selectPosts(db, { userId: NOBODY }).where('posts.id', '=', postId).executeTakeFirst();
  if (!row) return undefined;
  const users = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'roles.name as role_name'])
    .where('users.id', 'in', [...userIds])
    .execute();
  const readerIds = users
    .filter((user) => row.is_published || user.id === row.author_id || roleNameCan(user.role_name, 'administer'))
    .map((user) => user.id);
  if (readerIds.length === 0) return undefined;
  const likes = await db
    .selectFrom('post_likes')
    .select('user_id')
    .where('post_id', '=', postId)
    .where('user_id', 'in', readerIds)
    .execute();
  const [post] = await withComments(db, [row]);
  return { post: post!, readerIds, likedByIds: likes.map((like) => like.user_id) };
}

/**
 * Writes the post; a published one with a scenario tells the account executives of the lenders that
 * fit it, in the same transaction. `lender-not-found` when it names a lender that does not exist.
 */
export async function createPost(
  db: Kysely<Database>,
  viewer: Viewer,
  input: CreatePostInput,
  now: Date,
): Promise<Result<CreatedPost, Refusal<'lender-not-found'>>> {
  return db.transaction().execute(async (trx) => {
    if (input.lenderId != null && !(await trx.selectFrom('lenders').select('id').where('id', '=', input.lenderId).executeTakeFirst()))
      return refuse('lender-not-found');
    const { id } = await trx
      .insertInto('posts')
      .values({
        author_id: viewer.userId,
        title: input.title,
        content: input.content,
        is_published: input.isPublished,
        lender_id: input.lenderId ?? null,
        program: input.program ?? null,
        scenario: input.scenario ? JSON.stringify(input.scenario) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await findVisiblePost(trx, viewer, id);
    if (!post) throw new Error(`post ${id} vanished after insert`);
    let notifiedUserIds: number[] = [];
    if (input.scenario && input.isPublished) {
      const fits = (await fitsOfScenarios(trx, new Map([[id, input.scenario]]), now)).get(id) ?? [];
      notifiedUserIds = await notifyLendersThatFit(trx, { id, title: input.title, authorId: viewer.userId }, fits);
    }
    return ok({ post, notifiedUserIds });
  });
}

/** A like or comment on a post the viewer cannot see (missing, or someone else's draft). */
export type PostNotFound = Refusal<'not-found'>;

/**
 * Likes or unlikes for the viewer. The like row and the counter change in one
 * transaction, and the counter moves only when a row really was inserted or deleted,
 * so concurrent toggles (even by the same user) never make it drift.
 */
export async function toggleLike(db: Kysely<Database>, viewer: Viewer, postId: number): Promise<Result<LikeStateDto, PostNotFound>> {
  return db.transaction().execute(async (trx) => {
    // One toggle at a time per user and post: two at once would both see "not liked", and both answer
    // "liked" while only one like was stored. Other users' likes on the post are not held up.
    await sql`SELECT pg_advisory_xact_lock(${postId}::int4, ${viewer.userId}::int4)`.execute(trx);
    const post = await visiblePost(trx, viewer, postId);
    if (!post) return refuse('not-found');
    const authorId = post.author_id;
    const removed = await trx
      .deleteFrom('post_likes')
      .where('post_id', '=', postId)
      .where('user_id', '=', viewer.userId)
      .returning('post_id')
      .executeTakeFirst();
    if (removed) return ok({ liked: false, likeCount: await bumpLikeCount(trx, postId, -1), authorId, notifiedUserIds: [] });

    const added = await trx
      .insertInto('post_likes')
      .values({ post_id: postId, user_id: viewer.userId })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .returning('post_id')
      .executeTakeFirst();
    if (added) {
      const notifiedUserIds = await notifyPostAuthor(trx, { postId, actorId: viewer.userId, kind: 'post_like' }, post);
      return ok({ liked: true, likeCount: await bumpLikeCount(trx, postId, 1), authorId, notifiedUserIds });
    }

    // A concurrent request by the same user inserted the like first: it is liked, count already moved.
    const { like_count } = await trx.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirstOrThrow();
    return ok({ liked: true, likeCount: like_count, authorId, notifiedUserIds: [] });
  });
}

/** Adds a comment and bumps the post's comment count in one transaction. */
export async function addComment(
  db: Kysely<Database>,
  viewer: Viewer,
  postId: number,
  content: string,
): Promise<Result<{ comment: CommentDto; notifiedUserIds: number[] }, PostNotFound>> {
  return db.transaction().execute(async (trx) => {
    const post = await visiblePost(trx, viewer, postId);
    if (!post) return refuse('not-found');
    const { id } = await trx
      .insertInto('post_comments')
      .values({ post_id: postId, author_id: viewer.userId, content })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('posts')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', postId)
      .execute();
    const notifiedUserIds = await notifyPostAuthor(trx, { postId, actorId: viewer.userId, kind: 'post_comment', comment: content }, post);
    const [comment] = await selectComments(trx).where('post_comments.id', '=', id).execute();
    if (!comment) throw new Error(`comment ${id} vanished after insert`);
    return ok({ comment: toCommentDto(comment), notifiedUserIds });
  });
}

/** The post's author and title when the viewer may see it (published, theirs, or an Admin), else null. */
async function visiblePost(trx: Db, viewer: Viewer, postId: number): Promise<{ author_id: number; title: string } | null> {
  const row = await trx.selectFrom('posts').select(['is_published', 'author_id', 'title']).where('id', '=', postId).executeTakeFirst();
  return row && (row.is_published || viewer.isAdmin || row.author_id === viewer.userId) ? row : null;
}

async function bumpLikeCount(trx: Transaction<Database>, postId: number, delta: 1 | -1): Promise<number> {
  const { like_count } = await trx
    .updateTable('posts')
    .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
    .where('id', '=', postId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return like_count;
}

function selectComments(db: Db) {
  return db
    .selectFrom('post_comments')
    .innerJoin('users', 'users.id', 'post_comments.author_id')
    .select([
      'post_comments.id',
      'post_comments.post_id',
      'post_comments.author_id',
      'post_comments.content',
      'post_comments.created_at',
      'users.full_name as author_name',
      'users.avatar_url as author_image',
      'users.company as author_company',
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/** Attaches each post's comments (oldest first) with one query for the whole page. */
async function withComments(db: Db, rows: PostRow[]): Promise<PostDto[]> {
  if (rows.length === 0) return [];
  const comments = await selectComments(db)
    .where(
      'post_comments.post_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('post_comments.id')
    .execute();
  const byPost = groupBy(comments.map(toCommentDto), (comment) => comment.postId);
  return rows.map((row) => toPostDto(row, byPost.get(row.id) ?? []));
}

/** What posts and comments both say of their author and time (`author` is the full name, `date` the creation time). */
function authoredFields(row: PostRow | CommentRow) {
  const createdAt = iso(row.created_at);
  return {
    authorId: row.author_id,
    author: row.author_name,
    authorName: row.author_name,
    authorImage: row.author_image,
    authorCompany: row.author_company,
    date: createdAt,
    createdAt,
  };
}

function toPostDto(row: PostRow, comments: CommentDto[]): PostDto {
  return {
    id: row.id,
    postId: row.id,
    title: row.title,
    content: row.content,
    isPublished: row.is_published,
    status: row.is_published ? 'Published' : 'Draft',
    ...authoredFields(row),
    updatedAt: iso(row.updated_at),
    likeCount: row.like_count,
    likes: row.like_count,
    commentCount: row.comment_count,
    isLiked: Boolean(row.is_liked),
    comments,
    lenderId: row.lender_id,
    lenderName: row.lender_name,
    program: row.program,
    scenario: storedScenario(row.scenario),
  };
}

function toCommentDto(row: CommentRow): CommentDto {
  return { id: row.id, postId: row.post_id, content: row.content, ...authoredFields(row) };
}
