import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/** The caller's own notifications: written with the change they report, private to their user. */
const { api, officer, lender } = useTestApi();

describe('notifications', () => {
  it('arrive for a like and a comment on your post, not for your own', async () => {
    const lenderId = lender.userId;
    const created = await api.call('POST', '/api/loan-posts', {
      token: lender.token,
      body: { title: 'Jumbo DSCR scenario', content: '<p>Borrower with 2 rentals needs a jumbo DSCR loan.</p>', isPublished: true },
    });
    const postId = created.body.data.id;
    const before = (await api.call('GET', '/api/Notifications/UnreadCount', { token: lender.token })).body.data.count;

    const ownLike = await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: lender.token });
    const ownComment = await api.call('POST', `/api/loan-posts/${postId}/comments`, {
      token: lender.token,
      body: { content: 'Bumping my own post' },
    });
    // Each answer names whose notifications changed (a gateway pushes to exactly them): nobody for one's own post.
    expect([ownLike.body.data.notifiedUserIds, ownComment.body.data.notifiedUserIds]).toEqual([[], []]);
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: lender.token })).body.data.count).toBe(before);

    const like = await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: officer.token });
    const comment = await api.call('POST', `/api/loan-posts/${postId}/comments`, {
      token: officer.token,
      body: { content: 'Try our DSCR 1.0 program' },
    });
    expect([like.body.data.notifiedUserIds, comment.body.data.notifiedUserIds]).toEqual([[lenderId], [lenderId]]);
    const list = await api.call('GET', '/api/Notifications?limit=2', { token: lender.token });
    expect(list.body.data.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual([
      ['post_comment', 'Oliver Ortega commented on your post'],
      ['post_like', 'Oliver Ortega liked your post'],
    ]);
    expect(list.body.data[0].body).toContain('Try our DSCR 1.0 program');
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: lender.token })).body.data.count).toBe(before + 2);
    expect(lenderId).toBe(list.body.data[0].userId);

    // Unliking and liking again is not news: the author is told of a like once.
    const unlike = await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: officer.token });
    const again = await api.call('POST', `/api/loan-posts/${postId}/likes`, { token: officer.token });
    expect(again.body.data.liked).toBe(true);
    expect([unlike.body.data.notifiedUserIds, again.body.data.notifiedUserIds]).toEqual([[], []]);
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: lender.token })).body.data.count).toBe(before + 2);
  });

  it('list newest first with keyset pages and an unread filter; mark one and all read', async () => {
    const page1 = await api.call('GET', '/api/Notifications?limit=2', { token: officer.token });
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.data[0].id).toBeGreaterThan(page1.body.data[1].id);
    const page2 = await api.call('GET', `/api/Notifications?limit=2&beforeId=${page1.body.data[1].id}`, { token: officer.token });
    expect(page2.body.data.every((item: { id: number }) => item.id < page1.body.data[1].id)).toBe(true);

    const unread = await api.call('GET', '/api/Notifications?unreadOnly=true', { token: officer.token });
    expect(unread.body.data.length).toBeGreaterThan(0);
    expect(unread.body.data.every((item: { isRead: boolean }) => !item.isRead)).toBe(true);

    const one = await api.call('POST', `/api/Notifications/${unread.body.data[0].id}/MarkRead`, { token: officer.token });
    expect(one.body.data).toMatchObject({ isRead: true, readAt: expect.any(String) });
    const all = await api.call('POST', '/api/Notifications/MarkAllRead', { token: officer.token });
    expect(all.body.data.length).toBe(unread.body.data.length - 1);
    expect((await api.call('GET', '/api/Notifications/UnreadCount', { token: officer.token })).body.data.count).toBe(0);
  });

  it("keeps notifications private: another user's is 404", async () => {
    const mine = await api.call('GET', '/api/Notifications?limit=1', { token: officer.token });
    const id = mine.body.data[0].id;
    expect((await api.call('POST', `/api/Notifications/${id}/MarkRead`, { token: lender.token })).status).toBe(404);
    expect((await api.call('GET', `/api/Notifications/GetByIds?ids=${id}`, { token: lender.token })).body.data).toEqual([]);
    expect((await api.call('GET', '/api/Notifications')).status).toBe(401);
  });
});
