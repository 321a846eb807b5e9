import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayCallKey } from '@lendhub/server-kit/rate-limit';
import type { PostDto, PostReadersDto } from '@lendhub/domain/rest/posts';
import { signIn, TEST_JWT_SECRET, useTestApi, type Session } from './helpers/test-api.ts';

/** GET /api/loan-posts/:id/readers: one read of a post for every user its live update goes to (issue 26 §2). */
const fixture = useTestApi();
const { api, admin, officer, lender } = fixture;
const gateway = { 'x-gateway-key': gatewayCallKey(TEST_JWT_SECRET) };
let maya: Session;
beforeAll(async () => {
  maya = await signIn(api, 'maya.patel@lendhub.demo');
});

const CONTENT = '<p>Borrower with 720 FICO buying a duplex, 20% down.</p>';

async function newPost(token: string, isPublished: boolean): Promise<PostDto> {
  const { status, body } = await api.call<PostDto>('POST', '/api/loan-posts', {
    token,
    body: { title: 'Readers scenario', content: CONTENT, isPublished },
  });
  expect(status, body.responseMsg).toBe(201);
  return body.data;
}

const readers = (postId: number, userIds: readonly number[], headers: Record<string, string> = gateway, token?: string) =>
  api.call<PostReadersDto>('GET', `/api/loan-posts/${postId}/readers?userIds=${userIds.join(',')}`, {
    headers,
    ...(token ? { token } : {}),
  });

const like = async (postId: number, session: Session) =>
  expect((await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: session.token })).status).toBe(200);

describe('GET /api/loan-posts/:id/readers', () => {
  it('answers the post once, isLiked false, with who may read it and who of them liked it', async () => {
    const post = await newPost(lender.token, true);
    await like(post.id, officer);
    await like(post.id, maya);
    await api.call('POST', `/api/loan-posts/${post.id}/comments`, { token: officer.token, body: { content: 'First!' } });

    const { status, body } = await readers(post.id, [officer.userId, maya.userId, admin.userId, lender.userId]);
    expect(status, body.responseMsg).toBe(200);
    expect(body.data.readerIds.sort()).toEqual([officer.userId, maya.userId, admin.userId, lender.userId].sort());
    expect(body.data.likedByIds.sort()).toEqual([officer.userId, maya.userId].sort());
    // What GET /api/loan-posts/:id answers, but for isLiked; its lenders that fit come with it.
    const { body: own } = await api.call<PostDto>('GET', `/api/loan-posts/${post.id}`, { token: admin.token });
    expect(body.data.post).toEqual({ ...own.data, isLiked: false, lendersThatFit: [] });
    expect(body.data.post).toMatchObject({ likeCount: 2, commentCount: 1, comments: [{ content: 'First!' }] });
  });

  it('gives a draft to its author and Admins only, and answers 404 when none of the users may read it', async () => {
    const draft = await newPost(lender.token, false);
    const { body } = await readers(draft.id, [officer.userId, maya.userId, admin.userId, lender.userId]);
    expect(body.data.readerIds.sort()).toEqual([admin.userId, lender.userId].sort());
    expect(body.data.post.isPublished).toBe(false);

    const refused = await readers(draft.id, [officer.userId, maya.userId]);
    expect(refused.status).toBe(404);
    expect(refused.body.data).toBeNull();
    expect(refused.body.responseMsg).toBe('Post not found');
    expect((await readers(999_999, [admin.userId])).status).toBe(404);
  });

  it('leaves out users that do not exist', async () => {
    const post = await newPost(lender.token, true);
    const { body } = await readers(post.id, [officer.userId, 999_999]);
    expect(body.data.readerIds).toEqual([officer.userId]);
    expect((await readers(post.id, [999_999])).status).toBe(404);
  });

  it('is the gateway’s alone: a signed-in user without its key is refused', async () => {
    const post = await newPost(lender.token, true);
    for (const headers of [{}, { 'x-gateway-key': 'not-the-key' }] as Record<string, string>[]) {
      const { status, body } = await readers(post.id, [officer.userId], headers, admin.token);
      expect(status).toBe(403);
      expect(body.data).toBeNull();
    }
  });

  it('refuses a missing, malformed or too long list of users', async () => {
    const post = await newPost(lender.token, true);
    const noIds = await api.call('GET', `/api/loan-posts/${post.id}/readers`, { headers: gateway });
    expect(noIds.status).toBe(400);
    expect((await api.call('GET', `/api/loan-posts/${post.id}/readers?userIds=1,x`, { headers: gateway })).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, index) => index + 1);
    expect((await readers(post.id, tooMany)).status).toBe(400);
  });
});
