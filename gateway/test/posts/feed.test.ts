import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

interface PostNode {
  id: string;
  internalId: number;
  title: string;
  content: string;
  likeCount: number;
  viewerHasLiked: boolean;
  commentCount: number;
  author: { id: string; fullName: string } | null;
  comments: {
    totalCount: number;
    edges: { cursor: string; node: { id: string; content: string; author: { id: string; fullName: string } | null } }[];
  };
}
interface FeedPage {
  posts: {
    edges: { cursor: string; node: PostNode }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

const FEED = /* GraphQL */ `
  query Feed($first: Int, $after: String) {
    posts(first: $first, after: $after) {
      edges {
        cursor
        node {
          id internalId title content likeCount viewerHasLiked commentCount authorName authorCompany createdAt status
          author { id fullName company }
          comments(first: 50) { totalCount edges { cursor node { id content authorName createdAt author { id fullName } } } }
        }
      }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`;

async function feed(first: number, after?: string | null, token = stack.admin): Promise<FeedPage['posts']> {
  const result = await stack.gql<FeedPage>(FEED, { first, after }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.posts;
}

describe('posts feed', () => {
  it('pages newest first with cursors until hasNextPage is false', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await feed(4, after);
      pages += 1;
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...page.edges.map((edge) => edge.node.internalId));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      if (!page.pageInfo.hasNextPage) break;
      expect(page.edges).toHaveLength(4);
      after = page.pageInfo.endCursor;
    }
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(pages).toBe(Math.ceil(seen.length / 4));
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('costs exactly one posts call and ONE GetUsersByIds call for a page of 10 posts with post and comment authors (the viewer aside)', async () => {
    const page = await feed(10);
    expect(page.edges).toHaveLength(10);
    const authors = new Set<string>();
    for (const { node } of page.edges) {
      expect(node.author?.fullName).toBeTruthy();
      authors.add(node.author!.id);
      for (const comment of node.comments.edges) authors.add(comment.node.author!.id);
    }
    const commentCount = page.edges.reduce((sum, edge) => sum + edge.node.comments.edges.length, 0);
    expect(commentCount).toBeGreaterThan(5);
    expect(authors.size).toBeGreaterThan(2);

    const calls = stack.upstream.requests.map((request) => `${request.method} ${decodeURIComponent(request.url.split('?')[0]!)}`);
    expect(calls.sort()).toEqual(['GET /api/User/GetUsersByIds', 'GET /api/loan-posts']);
    const batch = stack.upstream.requests.find((request) => request.url.includes('GetUsersByIds'))!;
    const ids = new URL(batch.url, 'http://x').searchParams.get('ids')!.split(',');
    // The viewer's own profile came with the session check: the batch names every other author.
    const viewer = await stack.gql<{ viewer: { id: string } }>('{ viewer { id } }', {}, stack.admin);
    expect(ids).toHaveLength(authors.size - (authors.has(viewer.data!.viewer.id) ? 1 : 0));
  });

  it('rejects bad page sizes and cursors with BAD_USER_INPUT', async () => {
    expect(codesOf(await stack.gql(FEED, { first: 0 }, stack.admin))).toEqual(['BAD_USER_INPUT']);
    // Without nested comments, so the page size (not the cost budget) is what refuses it.
    expect(
      codesOf(await stack.gql('query ($first: Int) { posts(first: $first) { edges { node { id } } } }', { first: 51 }, stack.admin)),
    ).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await stack.gql(FEED, { first: 2, after: 'not-a-cursor' }, stack.admin))).toEqual(['BAD_USER_INPUT']);
  });
});

const CREATE = /* GraphQL */ `
  mutation Create($input: CreatePostInput!) {
    createPost(input: $input) { message postEdge { cursor node { id internalId title content status isPublished likeCount commentCount viewerHasLiked author { fullName } } } }
  }
`;

describe('createPost', () => {
  it.each([
    [{ title: '', content: '<p>Twenty-plus characters of content.</p>' }, 'Please input the title!', 'title'],
    [{ title: 'Abc', content: '<p>Twenty-plus characters of content.</p>' }, 'Minimum 5 characters', 'title'],
    [{ title: 'Valid title', content: '<p></p>' }, 'Please write some content!', 'content'],
    [{ title: 'Valid title', content: '<p>Too <strong>short</strong></p>' }, 'Content should be at least 20 characters', 'content'],
    [{ title: 'Valid title', content: '<script>alert("a very long script tag here")</script>' }, 'Please write some content!', 'content'],
    [
      { title: 'Valid title', content: '<p><img src="https://example.com/house.png" alt="A house with a long description"></p>' },
      'Please write some content!',
      'content',
    ],
  ])('rejects %j with BAD_USER_INPUT "%s" and writes nothing', async (input, message, field) => {
    const result = await stack.gql(CREATE, { input }, stack.admin);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toBe(message);
    expect(result.errors![0]!.extensions!['fields']).toEqual({ [field]: message });
    expect(stack.upstream.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('stores and returns sanitized HTML: no <script>, no onerror=, no javascript: URLs', async () => {
    const content =
      '<h2>Scenario</h2><p onclick="steal()">Borrower needs <strong>90% LTV</strong> on a condo.</p>' +
      '<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a> <a href="https://lendhub.demo/rates">rates</a>';
    const result = await stack.gql<{ createPost: { message: string; postEdge: { cursor: string; node: PostNode & { status: string } } } }>(
      CREATE,
      { input: { title: '  Condo at 90% LTV  ', content } },
      stack.lender,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createPost.message).toBe('Blog post created successfully!'); // the API's words, passed through
    const { node, cursor } = result.data!.createPost.postEdge;
    expect(node).toMatchObject({ title: 'Condo at 90% LTV', status: 'Published', likeCount: 0, commentCount: 0, viewerHasLiked: false });
    expect(node.author?.fullName).toBeTruthy();
    for (const html of [node.content]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(html).toContain('<strong>90% LTV</strong>');
      expect(html).toContain('<a href="https://lendhub.demo/rates" rel="noopener noreferrer">rates</a>');
    }
    // What reached the API was already clean.
    const stored = await fetch(`${stack.api.url}/api/loan-posts/${node.internalId}`, {
      headers: { authorization: `Bearer ${stack.admin}` },
    });
    const body = (await stored.json()) as { data: { content: string } };
    expect(body.data.content).not.toMatch(/<script|onerror|onclick|javascript:/i);

    // The new edge sits at the top of the feed and its cursor continues the feed after it.
    const top = await feed(1);
    expect(top.edges[0]!.node.id).toBe(node.id);
    const next = await feed(1, cursor);
    expect(next.edges[0]!.node.internalId).toBeLessThan(node.internalId);
  });

  it('keeps drafts out of the feed', async () => {
    const result = await stack.gql<{ createPost: { postEdge: { node: { id: string; status: string; isPublished: boolean } } } }>(
      CREATE,
      { input: { title: 'Draft scenario post', content: '<p>Not ready for the feed yet, still a draft.</p>', isPublished: false } },
      stack.admin,
    );
    expect(result.data!.createPost.postEdge.node).toMatchObject({ status: 'Draft', isPublished: false });
    // The newest posts, where a published post would be (a page the cost budget allows with comments).
    const page = await feed(20);
    expect(page.edges.map((edge) => edge.node.id)).not.toContain(result.data!.createPost.postEdge.node.id);
  });
});

describe('likePost', () => {
  const LIKE = 'mutation ($input: LikePostInput!) { likePost(input: $input) { liked post { id likeCount viewerHasLiked } } }';

  it('toggles the viewer like and returns the post with fresh counters', async () => {
    const post = (await feed(1, null, stack.officer)).edges[0]!.node;
    const liked = await stack.gql<{ likePost: { liked: boolean; post: { likeCount: number; viewerHasLiked: boolean } } }>(
      LIKE,
      { input: { postId: post.id } },
      stack.officer,
    );
    const first = liked.data!.likePost;
    expect(first.liked).toBe(!post.viewerHasLiked);
    expect(first.post).toMatchObject({ viewerHasLiked: first.liked, likeCount: post.likeCount + (first.liked ? 1 : -1) });
    const again = (await stack.gql<typeof liked.data>(LIKE, { input: { postId: post.id } }, stack.officer)).data!.likePost;
    expect(again).toMatchObject({ liked: post.viewerHasLiked, post: { likeCount: post.likeCount, viewerHasLiked: post.viewerHasLiked } });
  });

  it('costs one upstream call: the like answers the counters, nothing is read again', async () => {
    const post = (await feed(1, null, stack.officer)).edges[0]!.node;
    stack.upstream.reset();
    const liked = await stack.gql<{ likePost: { liked: boolean; post: { id: string; likeCount: number; viewerHasLiked: boolean } } }>(
      LIKE,
      { input: { postId: post.id } },
      stack.officer,
    );
    expect(liked.data!.likePost.post).toEqual({
      id: post.id,
      likeCount: post.likeCount + (liked.data!.likePost.liked ? 1 : -1),
      viewerHasLiked: liked.data!.likePost.liked,
    });
    expect(stack.upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /api/loan-posts/${post.internalId}/likes`,
    ]);

    // Asking for more of the post than the like told reads the post once, then.
    stack.upstream.reset();
    const withTitle = await stack.gql<{ likePost: { post: { title: string; likeCount: number } } }>(
      'mutation ($input: LikePostInput!) { likePost(input: $input) { post { title likeCount } } }',
      { input: { postId: post.id } },
      stack.officer,
    );
    expect(withTitle.data!.likePost.post).toEqual({ title: post.title, likeCount: post.likeCount });
    expect(stack.upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /api/loan-posts/${post.internalId}/likes`,
      `GET /api/loan-posts/${post.internalId}`,
    ]);
  });

  it('answers BAD_USER_INPUT for a malformed or non-post id and NOT_FOUND for an unknown post', async () => {
    expect(codesOf(await stack.gql(LIKE, { input: { postId: 'garbage!' } }, stack.officer))).toEqual(['BAD_USER_INPUT']);
    const userId = Buffer.from('User:1').toString('base64');
    expect(codesOf(await stack.gql(LIKE, { input: { postId: userId } }, stack.officer))).toEqual(['BAD_USER_INPUT']);
    const missing = Buffer.from('Post:999999').toString('base64');
    const result = await stack.gql(LIKE, { input: { postId: missing } }, stack.officer);
    expect(codesOf(result)).toEqual(['NOT_FOUND']);
    expect(result.errors![0]!.message).toBe('Post not found');
  });
});

describe('addComment', () => {
  const ADD = /* GraphQL */ `
    mutation ($input: AddCommentInput!) {
      addComment(input: $input) {
        commentEdge { cursor node { id content authorName author { fullName } } }
        post { id commentCount comments(first: 100) { totalCount edges { cursor node { id } } } }
      }
    }
  `;

  it('adds a sanitized comment and returns its edge and the post with the new count', async () => {
    const post = (await feed(1, null, stack.officer)).edges[0]!.node;
    const result = await stack.gql<{ addComment: any }>(
      ADD,
      { input: { postId: post.id, content: '  Works for me <img src=x onerror=alert(1)><script>x()</script>  ' } },
      stack.officer,
    );
    expect(result.errors).toBeUndefined();
    const { commentEdge, post: updated } = result.data!.addComment;
    expect(commentEdge.node.content).toBe('Works for me <img src="x" />');
    expect(commentEdge.node.author.fullName).toBe(commentEdge.node.authorName);
    expect(updated.commentCount).toBe(post.commentCount + 1);
    expect(updated.comments.edges.at(-1)).toEqual({ cursor: commentEdge.cursor, node: { id: commentEdge.node.id } });
  });

  it.each(['', '   ', '<p> </p>', '<script>alert(1)</script>'])('rejects the blank comment %j with BAD_USER_INPUT', async (content) => {
    const post = (await feed(1, null, stack.officer)).edges[0]!.node;
    stack.upstream.reset();
    const result = await stack.gql(ADD, { input: { postId: post.id, content } }, stack.officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.message).toBe('Comment cannot be empty');
    expect(stack.upstream.requests).toEqual([]);
  });
});

describe('node(id:)', () => {
  const NODE =
    '{ node(id: $id) { __typename id ... on Post { title } ... on User { fullName email role } ... on Lender { slug } } }'.replace(
      '{ node',
      'query ($id: ID!) { node',
    );

  it('fetches a Post and a User by global id', async () => {
    const post = (await feed(1)).edges[0]!.node;
    const asNode = await stack.gql<{ node: any }>(NODE, { id: post.id }, stack.officer);
    expect(asNode.data!.node).toEqual({ __typename: 'Post', id: post.id, title: post.title });
    const user = await stack.gql<{ node: any }>(NODE, { id: post.author!.id }, stack.officer);
    expect(user.data!.node).toMatchObject({ __typename: 'User', id: post.author!.id, fullName: post.author!.fullName });
  });

  it('answers null for an unknown id and BAD_USER_INPUT for garbage', async () => {
    const missingPost = await stack.gql(NODE, { id: Buffer.from('Post:999999').toString('base64') }, stack.officer);
    expect(missingPost).toMatchObject({ data: { node: null } });
    expect(missingPost.errors).toBeUndefined();
    expect((await stack.gql(NODE, { id: Buffer.from('Nothing:1').toString('base64') }, stack.officer)).data).toEqual({ node: null });
    expect(codesOf(await stack.gql(NODE, { id: '***' }, stack.officer))).toEqual(['BAD_USER_INPUT']);
  });
});
