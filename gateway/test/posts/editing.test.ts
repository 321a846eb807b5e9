import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const CONTENT = '<p>Enough visible words for the scenario rule.</p>';
const CREATE = `mutation ($input: CreatePostInput!) { createPost(input: $input) { postEdge { node { id title } } } }`;
const UPDATE = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { message post { id title content isPublished status } } }`;
const DELETE = `mutation ($input: DeletePostInput!) { deletePost(input: $input) { message deletedPostId } }`;
const BLOGS = `query ($first: Int) { blogs(first: $first) { totalCount edges { node { id isPublished status viewerCanEdit } } } }`;

async function createPost(token: string, isPublished = true) {
  const result = await stack.gql<{ createPost: any }>(
    CREATE,
    { input: { title: `Blog ${Math.random().toString(36).slice(2)}`, content: CONTENT, isPublished } },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createPost.postEdge.node;
}

describe('blogs', () => {
  it('shows drafts to an Admin only', async () => {
    const draft = await createPost(stack.lender, false);
    const adminBlogs = (await stack.gql<{ blogs: any }>(BLOGS, { first: 100 }, stack.admin)).data!.blogs;
    expect(adminBlogs.edges.map((edge: any) => edge.node.id)).toContain(draft.id);
    expect(adminBlogs.totalCount).toBe(adminBlogs.edges.length);
    expect(adminBlogs.edges.every((edge: any) => edge.node.viewerCanEdit)).toBe(true);

    for (const token of [stack.officer, stack.lender]) {
      const list = (await stack.gql<{ blogs: any }>(BLOGS, { first: 100 }, token)).data!.blogs;
      expect(list.edges.map((edge: any) => edge.node.id)).not.toContain(draft.id);
      expect(list.edges.every((edge: any) => edge.node.isPublished && edge.node.status === 'Published')).toBe(true);
      expect(list.totalCount).toBeLessThan(adminBlogs.totalCount);
    }
  });
});

describe('the scenario feed and the publish switch', () => {
  const FEED = '{ posts(first: 50) { edges { node { id } } } }';
  const feedIds = async (token: string) =>
    (await stack.gql<{ posts: any }>(FEED, {}, token)).data!.posts.edges.map((edge: any) => edge.node.id);

  it("keeps a draft out of everyone's feed, the Admin's too, until it is published, and again once unpublished", async () => {
    const post = await createPost(stack.admin, false);
    for (const token of [stack.admin, stack.officer, stack.lender]) expect(await feedIds(token)).not.toContain(post.id);

    const publish = await stack.gql<{ updatePost: any }>(
      UPDATE,
      { input: { postId: post.id, title: post.title, content: CONTENT, isPublished: true } },
      stack.admin,
    );
    expect(publish.data!.updatePost.post).toMatchObject({ isPublished: true, status: 'Published' });
    for (const token of [stack.admin, stack.officer, stack.lender]) expect(await feedIds(token)).toContain(post.id);

    await stack.gql(UPDATE, { input: { postId: post.id, title: post.title, content: CONTENT, isPublished: false } }, stack.admin);
    expect(await feedIds(stack.officer)).not.toContain(post.id);
    const blogs = (await stack.gql<{ blogs: any }>(BLOGS, { first: 100 }, stack.admin)).data!.blogs;
    expect(blogs.edges.find((edge: any) => edge.node.id === post.id)?.node).toMatchObject({ isPublished: false, status: 'Draft' });
  });
});

describe('updatePost', () => {
  it('lets the author and an Admin update; anyone else is FORBIDDEN', async () => {
    const post = await createPost(stack.lender);
    const byAuthor = await stack.gql<{ updatePost: any }>(
      UPDATE,
      { input: { postId: post.id, title: 'Author edit', content: CONTENT, isPublished: false } },
      stack.lender,
    );
    expect(byAuthor.data!.updatePost).toEqual({
      message: 'Blog post updated successfully!',
      post: { id: post.id, title: 'Author edit', content: CONTENT, isPublished: false, status: 'Draft' },
    });
    const byAdmin = await stack.gql<{ updatePost: any }>(
      UPDATE,
      { input: { postId: post.id, title: 'Admin edit', content: CONTENT } },
      stack.admin,
    );
    expect(byAdmin.data!.updatePost.post).toMatchObject({ title: 'Admin edit', isPublished: true });
    const byOther = await stack.gql(UPDATE, { input: { postId: post.id, title: 'Other edit', content: CONTENT } }, stack.officer);
    expect(codesOf(byOther)).toEqual(['FORBIDDEN']);
  });

  it('applies the scenario rules of spec §5', async () => {
    const post = await createPost(stack.lender);
    const short = await stack.gql(UPDATE, { input: { postId: post.id, title: 'Tiny', content: '<p>short</p>' } }, stack.lender);
    expect(codesOf(short)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(short)).toEqual({ title: 'Minimum 5 characters', content: 'Content should be at least 20 characters' });
  });
});

describe('deletePost', () => {
  it('removes the post with its comments and likes; others are FORBIDDEN', async () => {
    const post = await createPost(stack.lender);
    await stack.gql(
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { post { id } } }',
      { input: { postId: post.id, content: 'Nice one' } },
      stack.officer,
    );
    await stack.gql(
      'mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }',
      { input: { postId: post.id } },
      stack.officer,
    );
    expect(codesOf(await stack.gql(DELETE, { input: { postId: post.id } }, stack.officer))).toEqual(['FORBIDDEN']);

    const deleted = await stack.gql<{ deletePost: any }>(DELETE, { input: { postId: post.id } }, stack.lender);
    expect(deleted.data!.deletePost).toEqual({ message: 'Blog post deleted successfully', deletedPostId: post.id });
    expect(
      (await stack.gql<{ node: any }>('query ($id: ID!) { node(id: $id) { id } }', { id: post.id }, stack.admin)).data!.node,
    ).toBeNull();
    const like = await stack.gql(
      'mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }',
      { input: { postId: post.id } },
      stack.officer,
    );
    expect(codesOf(like)).toEqual(['NOT_FOUND']);
    expect(codesOf(await stack.gql(DELETE, { input: { postId: post.id } }, stack.admin))).toEqual(['NOT_FOUND']);
  });
});
