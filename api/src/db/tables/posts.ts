import type { ColumnType, Generated } from 'kysely';

export interface PostsTable {
  id: Generated<number>;
  author_id: number;
  title: string;
  /** Sanitized HTML. */
  content: string;
  is_published: boolean;
  /** Maintained in the same transaction as post_likes inserts/deletes; CHECK >= 0. */
  like_count: ColumnType<number, number | undefined, number>;
  /** Maintained in the same transaction as post_comments inserts/deletes; CHECK >= 0. */
  comment_count: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
  /** Lender Finder (migration 0850): the lender and programme a scenario names, and its structured scenario. */
  lender_id: ColumnType<number | null, number | null | undefined, number | null>;
  program: ColumnType<string | null, string | null | undefined, string | null>;
  scenario: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface PostCommentsTable {
  id: Generated<number>;
  post_id: number;
  author_id: number;
  /** Trimmed, sanitized HTML/text; CHECK non-blank. */
  content: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface PostsTables {
  posts: PostsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
}
