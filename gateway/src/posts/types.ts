import type { LenderFit, PostScenario } from '@lendhub/domain/pricing';

/** REST shapes of loan posts (docs/architecture.md "Post shape", spec §3). */
export interface ApiComment {
  id: number;
  postId: number;
  authorId: number | null;
  authorName?: string | null;
  authorImage?: string | null;
  authorCompany?: string | null;
  content: string;
  date?: string | null;
  createdAt: string;
}

export interface ApiPost {
  id: number;
  postId?: number;
  title: string;
  content: string;
  isPublished: boolean;
  status?: 'Published' | 'Draft' | string;
  authorId: number | null;
  authorName?: string | null;
  authorImage?: string | null;
  authorCompany?: string | null;
  date?: string | null;
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  commentCount: number;
  /** Whether the caller liked it. */
  isLiked?: boolean;
  /** Oldest first. */
  comments?: ApiComment[] | null;
  /** Lender Finder (issue 22 §4); absent from answers of an older API. */
  lenderId?: number | null;
  lenderName?: string | null;
  program?: string | null;
  scenario?: PostScenario | null;
  /** On create: the account executives told of the scenario. */
  notifiedUserIds?: number[];
}

/** One lender that fits a post's scenario (`GET /api/loan-posts/lenders-that-fit`). */
export type ApiLenderFit = LenderFit;

export interface ApiLikeResult {
  liked: boolean;
  likeCount: number;
  authorId: number | null;
  /** Whom the API told of the like (the author on a first like only): a live notification event goes to them. */
  notifiedUserIds?: number[];
}

/** A new comment as `POST /api/loan-posts/{id}/comments` answers it. */
export interface ApiNewComment extends ApiComment {
  /** Whom the API told of the comment (the post's author unless it is theirs). */
  notifiedUserIds?: number[];
}

/**
 * What a like answers (`POST /api/loan-posts/{id}/likes`): the viewer's state and the new count. A
 * `Post` resolved from it answers id and like fields at once; any other field reads the whole post.
 */
export interface PostLikeState {
  kind: 'likeState';
  id: number;
  likeCount: number;
  isLiked: boolean;
}

/** What a `Post` resolves from: the API's post, or only what a like answered. */
export type PostParent = ApiPost | PostLikeState;

export function isLikeState(post: PostParent): post is PostLikeState {
  return 'kind' in post && post.kind === 'likeState';
}
