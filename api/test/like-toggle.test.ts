import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/*
 * Issue 19 §6: 20 simultaneous like toggles by one user used to answer 18 "liked" / 2 "unliked" on
 * PostgreSQL while the stored state was one like or none. Each answer must be the state it left.
 */
const { api, officer } = useTestApi();

describe('simultaneous like toggles by one user', () => {
  it('answer alternately liked and unliked, and the last answer is the stored state', async () => {
    const posts = await api.call<{ id: number }[]>('GET', '/api/loan-posts', { token: officer.token });
    const list = posts.body.data as unknown as { id: number }[] | { items: { id: number }[] };
    const postId = (Array.isArray(list) ? list : list.items)[0]!.id;
    const before = await api.call<{ isLiked: boolean; likeCount: number }>('GET', `/api/loan-posts/${postId}`, { token: officer.token });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call<{ liked: boolean; likeCount: number }>('POST', `/api/loan-posts/${postId}/likes`, { token: officer.token }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const liked = answers.filter((answer) => answer.body.data.liked).length;
    // Twenty toggles from one state: ten each way, and the post back where it started.
    expect(liked).toBe(10);
    const after = await api.call<{ isLiked: boolean; likeCount: number }>('GET', `/api/loan-posts/${postId}`, { token: officer.token });
    expect(after.body.data.isLiked).toBe(before.body.data.isLiked);
    expect(after.body.data.likeCount).toBe(before.body.data.likeCount);
  });
});
