import { z } from 'zod';
import { sanitizeRichText } from '../html.ts';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../plainText.ts';
import { commentContentSchema, postContentSchema, postTitleSchema } from '../posts.ts';
import { postScenarioSchema, SCENARIO_PROGRAMS, type LenderFit, type PostScenario } from '../pricing/index.ts';
import { idQueryParam, idsQuery, MAX_ID, POSITIVE_ID } from './ids.ts';
import { restRoute } from './route.ts';

/*
 * Post and comment rules (spec §5: title 5, content 20 visible characters, comment non-blank) live in
 * @lendhub/domain/posts, shared with the gateway and the web. Content is sanitized first, so the
 * rules count what will actually be stored.
 */
export const createPostBody = z.object({
  title: postTitleSchema.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  content: postContentSchema(sanitizeRichText),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(true),
  /** Lender Finder (issue 22 §4): the lender and programme the scenario is for, and its key fields. */
  lenderId: z.number({ error: 'lenderId must be a positive whole number' }).int().positive().nullish(),
  program: z.enum(SCENARIO_PROGRAMS, { error: `program must be one of ${SCENARIO_PROGRAMS.join(', ')}` }).nullish(),
  scenario: postScenarioSchema.nullish(),
});
export type CreatePostInput = z.output<typeof createPostBody>;
/** What a client sends to create or edit a post (the API sanitizes the content and checks it). */
export type CreatePostBody = z.input<typeof createPostBody>;

export const commentBody = z.object({
  content: commentContentSchema(sanitizeRichText),
});

export const listPostsQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= 100, 'limit must be a whole number from 1 to 100')
    .default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
  includeDrafts: z
    .enum(['true', 'false'], { error: 'includeDrafts must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  /** The Lender Finder's filters (kept in the page's URL by the web). */
  lenderId: idQueryParam('lenderId must be a positive whole number'),
  program: z.enum(SCENARIO_PROGRAMS, { error: `program must be one of ${SCENARIO_PROGRAMS.join(', ')}` }).optional(),
  /** Each post with the lenders that fit its scenario, in the same answer (the gateway's feed page: one call, issue 26 §2). */
  withLendersThatFit: z
    .enum(['true', 'false'], { error: 'withLendersThatFit must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});

/** The most users one live read asks about (the gateway splits a larger audience into several calls). */
export const MAX_POST_READERS = 500;

/** `?userIds=1,2,3` of the live read: distinct ids in the order asked. */
export const postReadersQuery = z.object({
  userIds: z
    .string({ error: 'userIds is required' })
    .trim()
    .min(1, 'userIds is required')
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(z.string().regex(POSITIVE_ID, 'userIds must be positive whole numbers separated by commas'))
        .max(MAX_POST_READERS, `At most ${MAX_POST_READERS} userIds per call`),
    )
    .transform((parts) => [...new Set(parts.map(Number))].filter((id) => id <= MAX_ID)),
});

export interface CommentDto {
  id: number;
  postId: number;
  authorId: number;
  /** The author's full name (same as authorName). */
  author: string;
  authorName: string;
  authorImage: string | null;
  authorCompany: string | null;
  /** Sanitized HTML. */
  content: string;
  date: string;
  createdAt: string;
}

/** The Post of architecture.md / spec §3. */
export interface PostDto {
  id: number;
  postId: number;
  title: string;
  /** Sanitized HTML. */
  content: string;
  isPublished: boolean;
  status: 'Published' | 'Draft';
  authorId: number;
  /** The author's full name (same as authorName). */
  author: string;
  authorName: string;
  authorImage: string | null;
  authorCompany: string | null;
  date: string;
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  /** Same number as likeCount (the spec names both). */
  likes: number;
  commentCount: number;
  /** Whether the caller has liked this post. */
  isLiked: boolean;
  /** Oldest first. */
  comments: CommentDto[];
  /** Lender Finder (issue 22 §4): the lender and programme named, and the structured scenario. */
  lenderId: number | null;
  lenderName: string | null;
  program: string | null;
  scenario: PostScenario | null;
  /** Only in a list asked `withLendersThatFit=true`: what the lenders-that-fit route answers for this post ([] without a scenario). */
  lendersThatFit?: LenderFit[];
}

/**
 * One read of a post for everyone watching it live (the gateway's subscribers of one event): the post as each of
 * them sees it but for `isLiked` (false here), and which of the users asked about may read it and which liked it.
 */
export interface PostReadersDto {
  /** With its comments, and its `lendersThatFit` ([] without a scenario). */
  post: PostDto;
  /** The users asked about who may read the post: any user when it is published; a draft, its author and Admins. */
  readerIds: number[];
  /** The readers who have liked it (each one's `isLiked`). */
  likedByIds: number[];
}

export interface LikeStateDto {
  liked: boolean;
  likeCount: number;
  /** The post's author (null once deleted). */
  authorId: number | null;
  /** Whose notifications changed (the author on a first like; nobody on an unlike, a re-like or one's own post). */
  notifiedUserIds: number[];
}

/** Whom the API told (the gateway pushes their bell live to exactly them). */
type Notified = { notifiedUserIds: number[] };

const POST_NOT_FOUND = 'Post not found';

/**
 * Posts under /api/loan-posts (spec §7 "Loan posts and blogs"): the feed, one post, likes and comments;
 * GetAllBLOGS lists drafts only to an Admin; PUT and DELETE are for the post's author or an Admin.
 */
export const postRoutes = {
  list: restRoute<PostDto[]>()({ method: 'GET', path: '/api/loan-posts', query: listPostsQuery }),
  /** Its notifiedUserIds: the account executives told of the scenario. */
  create: restRoute<PostDto & Notified>()({
    method: 'POST',
    path: '/api/loan-posts',
    body: createPostBody,
    messages: { ok: 'Blog post created successfully!', lenderNotFound: 'Lender not found' },
  }),
  /** 'Lenders that fit' of several posts in one call, by post id. */
  lendersThatFit: restRoute<Record<string, LenderFit[]>>()({ method: 'GET', path: '/api/loan-posts/lenders-that-fit', query: idsQuery }),
  blogs: restRoute<PostDto[]>()({ method: 'GET', path: '/api/loan-posts/GetAllBLOGS' }),
  get: restRoute<PostDto>()({ method: 'GET', path: '/api/loan-posts/:id', messages: { notFound: POST_NOT_FOUND } }),
  /**
   * The gateway's alone (X-Gateway-Key, 403 otherwise): a post read once for all the users its live update goes
   * to; 404 when the post is missing or none of them may read it.
   */
  readers: restRoute<PostReadersDto>()({
    method: 'GET',
    path: '/api/loan-posts/:id/readers',
    query: postReadersQuery,
    messages: { notFound: POST_NOT_FOUND },
  }),
  update: restRoute<PostDto>()({
    method: 'PUT',
    path: '/api/loan-posts/:id',
    body: createPostBody,
    messages: { ok: 'Blog post updated successfully!', notFound: POST_NOT_FOUND },
  }),
  delete: restRoute<{ postId: number }>()({
    method: 'DELETE',
    path: '/api/loan-posts/:id',
    messages: { ok: 'Blog post deleted successfully', notFound: POST_NOT_FOUND },
  }),
  toggleLike: restRoute<LikeStateDto>()({
    method: 'POST',
    path: '/api/loan-posts/:id/likes',
    messages: { liked: 'Post liked!', unliked: 'Post unliked', notFound: POST_NOT_FOUND },
  }),
  comment: restRoute<CommentDto & Notified>()({
    method: 'POST',
    path: '/api/loan-posts/:id/comments',
    body: commentBody,
    messages: { ok: 'Comment added!', notFound: POST_NOT_FOUND },
  }),
};
