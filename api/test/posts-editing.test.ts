import { describe, expect, it } from 'vitest';
import { useTestApi, unique, type Session } from './helpers/test-api.ts';

interface Post {
  id: number;
  title: string;
  content: string;
  isPublished: boolean;
  status: string;
  authorId: number;
  likeCount: number;
  commentCount: number;
  comments: { id: number }[];
}

const CONTENT = '<p>A scenario with enough words to pass the rule.</p>';

describe('blogs and post editing API', () => {
  const { api, admin, officer, lender } = useTestApi();

  const createPost = async (session: Session, overrides: Partial<{ title: string; content: string; isPublished: boolean }> = {}) => {
    const answer = await api.call<Post>('POST', '/api/loan-posts', {
      token: session.token,
      body: { title: unique('Jumbo scenario'), content: CONTENT, isPublished: true, ...overrides },
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const blogs = async (session: Session) =>
    (await api.call<Post[]>('GET', '/api/loan-posts/GetAllBLOGS', { token: session.token })).body.data;

  describe('GetAllBLOGS', () => {
    it('shows drafts to an Admin only; others get published posts only', async () => {
      const draft = await createPost(lender, { isPublished: false });
      const published = await createPost(lender);
      const adminIds = (await blogs(admin)).map((p) => p.id);
      expect(adminIds).toEqual(expect.arrayContaining([draft.id, published.id]));
      expect(adminIds).toEqual([...adminIds].sort((a, b) => b - a));
      for (const session of [officer, lender]) {
        const list = await blogs(session);
        expect(list.every((p) => p.isPublished && p.status === 'Published')).toBe(true);
        expect(list.map((p) => p.id)).toContain(published.id);
        // even the author does not see their own draft here
        expect(list.map((p) => p.id)).not.toContain(draft.id);
      }
    });

    it('needs a token', async () => {
      expect((await api.call('GET', '/api/loan-posts/GetAllBLOGS')).status).toBe(401);
    });
  });

  describe('PUT /api/loan-posts/{id}', () => {
    it('lets the author update title, content and status (content sanitized)', async () => {
      const post = await createPost(lender);
      const answer = await api.call<Post>('PUT', `/api/loan-posts/${post.id}`, {
        token: lender.token,
        body: {
          title: 'Updated scenario title',
          content: '<p onmouseover="x()">Updated content that is long enough.</p><script>bad()</script>',
          isPublished: false,
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.responseMsg).toBe('Blog post updated successfully!');
      expect(answer.body.data).toMatchObject({ id: post.id, title: 'Updated scenario title', isPublished: false, status: 'Draft' });
      expect(answer.body.data.content).toBe('<p>Updated content that is long enough.</p>');
    });

    it("lets an Admin update anyone's post", async () => {
      const post = await createPost(lender);
      const answer = await api.call<Post>('PUT', `/api/loan-posts/${post.id}`, {
        token: admin.token,
        body: { title: 'Edited by admin', content: CONTENT, isPublished: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.title).toBe('Edited by admin');
    });

    it('refuses anyone else (403) and leaves the post as it was', async () => {
      const post = await createPost(lender);
      const answer = await api.call('PUT', `/api/loan-posts/${post.id}`, {
        token: officer.token,
        body: { title: 'Hijacked title', content: CONTENT, isPublished: true },
      });
      expect(answer.status).toBe(403);
      const [unchanged] = (await blogs(admin)).filter((p) => p.id === post.id);
      expect(unchanged!.title).toBe(post.title);
    });

    it.each([
      [{ title: '', content: CONTENT }, 'title', 'Please input the title!'],
      [{ title: 'Shrt', content: CONTENT }, 'title', 'Minimum 5 characters'],
      [{ title: 'Valid title', content: '' }, 'content', 'Please write some content!'],
      [{ title: 'Valid title', content: '<p>too short</p>' }, 'content', 'Content should be at least 20 characters'],
    ])('refuses %j with the create rules', async (body, field, message) => {
      const post = await createPost(lender);
      const answer = await api.call('PUT', `/api/loan-posts/${post.id}`, { token: lender.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors[field]).toBe(message);
    });

    it('answers 404 for an unknown post', async () => {
      expect(
        (await api.call('PUT', '/api/loan-posts/999999', { token: admin.token, body: { title: 'Valid title', content: CONTENT } })).status,
      ).toBe(404);
    });
  });

  describe('DELETE /api/loan-posts/{id}', () => {
    it('deletes the post with its comments and likes', async () => {
      const post = await createPost(lender);
      await api.call('POST', `/api/loan-posts/${post.id}/comments`, { token: officer.token, body: { content: 'First!' } });
      await api.call('POST', `/api/loan-posts/${post.id}/comments`, { token: admin.token, body: { content: 'Second' } });
      await api.call('POST', `/api/loan-posts/${post.id}/likes`, { token: officer.token });
      const before = (await api.call<Post>('GET', `/api/loan-posts/${post.id}`, { token: admin.token })).body.data;
      expect([before.commentCount, before.likeCount]).toEqual([2, 1]);

      const answer = await api.call('DELETE', `/api/loan-posts/${post.id}`, { token: lender.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ responseMsg: 'Blog post deleted successfully', data: { postId: post.id } });
      expect((await api.call('GET', `/api/loan-posts/${post.id}`, { token: admin.token })).status).toBe(404);
      expect(
        (await api.call('POST', `/api/loan-posts/${post.id}/comments`, { token: officer.token, body: { content: 'Too late' } })).status,
      ).toBe(404);
      expect((await api.call('POST', `/api/loan-posts/${post.id}/likes`, { token: officer.token })).status).toBe(404);
    });

    it("lets an Admin delete anyone's post and refuses others (403)", async () => {
      const post = await createPost(lender);
      expect((await api.call('DELETE', `/api/loan-posts/${post.id}`, { token: officer.token })).status).toBe(403);
      expect((await api.call('GET', `/api/loan-posts/${post.id}`, { token: admin.token })).status).toBe(200);
      expect((await api.call('DELETE', `/api/loan-posts/${post.id}`, { token: admin.token })).status).toBe(200);
      expect((await api.call('DELETE', `/api/loan-posts/${post.id}`, { token: admin.token })).status).toBe(404);
      expect((await api.call('DELETE', `/api/loan-posts/${post.id}`)).status).toBe(401);
    });
  });
});
