import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { createNotification } from './create.ts';

/**
 * Tells a post's author that someone liked or commented on it, in the caller's transaction.
 * Nobody is notified of their own like or comment on their own post, and a like is told once:
 * unliking and liking again does not notify the author a second time. This is the one place that decides: the answer
 * (whom it told: the author or nobody) goes back in the API's response, and a gateway pushes live to exactly those.
 */
export async function notifyPostAuthor(
  trx: Kysely<Database>,
  activity: { postId: number; actorId: number; kind: 'post_like' | 'post_comment'; comment?: string },
  /** The post's author and title, as the caller has just read them in this transaction. */
  post: { author_id: number; title: string },
): Promise<number[]> {
  if (post.author_id === activity.actorId) return [];
  const actor = await trx.selectFrom('users').select('full_name').where('id', '=', activity.actorId).executeTakeFirst();
  const actorName = actor?.full_name ?? 'Someone';
  const liked = activity.kind === 'post_like';
  const written = await createNotification(trx, {
    userId: post.author_id,
    kind: activity.kind,
    title: liked ? `${actorName} liked your post` : `${actorName} commented on your post`,
    body: liked ? post.title : `“${post.title}”: ${stripTags(activity.comment ?? '')}`,
    link: '/scenario',
    subjectKey: liked ? `post_like:${activity.postId}:${activity.actorId}` : undefined,
  });
  return written ? [post.author_id] : [];
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}
