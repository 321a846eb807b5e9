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
}

export interface ApiLikeResult {
  liked: boolean;
  likeCount: number;
}
