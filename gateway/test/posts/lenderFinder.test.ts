// The Lender Finder through the gateway (issue 22 §4): a scenario post names a lender and a programme
// and carries the structured scenario; the feed filters on the server; 'Lenders that fit' of a whole
// page come with its posts in one upstream call, and each fit's lender resolves through the lender loader.
import { describe, expect, it } from 'vitest';
import { SAMPLE_POST_CONTENT as CONTENT, SAMPLE_POST_SCENARIO as SCENARIO } from '@lendhub/domain/testing/pricing';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const CREATE = `mutation ($input: CreatePostInput!) { createPost(input: $input) { message postEdge { node { id program lender { name } scenario { creditScore ltv } } } } }`;
const FEED = `query ($lenderId: ID, $program: String) { posts(first: 10, lenderId: $lenderId, program: $program) {
  edges { node { id title program lender { id name } lendersThatFit { lenderName rate lender { name } } } }
} }`;

interface FeedPost {
  id: string;
  title: string;
  program: string | null;
  lender: { id: string; name: string } | null;
  lendersThatFit: { lenderName: string; rate: number; lender: { name: string } | null }[];
}

describe('Lender Finder through the gateway', () => {
  it('creates scenario posts, filters the feed by lender and programme, and prices the fits of a page in one call', async () => {
    const lenders = await stack.gql<{ lenders: { edges: { node: { id: string; name: string } }[] } }>(
      `{ lenders(first: 2) { edges { node { id name } } } }`,
      {},
      stack.officer,
    );
    const lender = lenders.data!.lenders.edges[0]!.node;

    const created = await stack.gql<{ createPost: any }>(
      CREATE,
      { input: { title: 'Purchase in Los Angeles', content: CONTENT, lenderId: lender.id, program: 'QM Loan', scenario: SCENARIO } },
      stack.admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createPost.postEdge.node).toMatchObject({
      program: 'QM Loan',
      lender: { name: lender.name },
      scenario: { creditScore: '740-759', ltv: 80 },
    });
    const second = await stack.gql(
      CREATE,
      {
        input: {
          title: 'Second scenario for this lender',
          content: CONTENT,
          lenderId: lender.id,
          program: 'QM Loan',
          scenario: { ...SCENARIO, creditScore: '700-719' },
        },
      },
      stack.admin,
    );
    expect(second.errors).toBeUndefined();

    stack.upstream.reset();
    const feed = await stack.gql<{ posts: { edges: { node: FeedPost }[] } }>(
      FEED,
      { lenderId: lender.id, program: 'QM Loan' },
      stack.officer,
    );
    expect(feed.errors).toBeUndefined();
    const posts = feed.data!.posts.edges.map(({ node }) => node);
    expect(posts.map((post) => post.title).slice(0, 2)).toEqual(['Second scenario for this lender', 'Purchase in Los Angeles']);
    expect(posts.every((post) => post.lender?.id === lender.id && post.program === 'QM Loan')).toBe(true);
    for (const post of posts.slice(0, 2)) {
      expect(post.lendersThatFit.length).toBeGreaterThanOrEqual(2);
      for (const fit of post.lendersThatFit) expect(fit.lender?.name).toBe(fit.lenderName);
    }
    // The page's fits come with its posts: one posts call, whatever the number of posts (issue 26 §2); the fits'
    // lenders are the lender directory's reads.
    const postCalls = () => stack.upstream.requests.map((request) => request.url).filter((url) => url.startsWith('/api/loan-posts'));
    expect(postCalls()).toEqual([expect.stringMatching(/^\/api\/loan-posts\?.*withLendersThatFit=true/)]);

    // A page that does not ask for them does not have them priced.
    stack.upstream.reset();
    expect((await stack.gql('{ posts(first: 10) { edges { node { id title } } } }', {}, stack.officer)).errors).toBeUndefined();
    expect(postCalls()).toEqual([expect.not.stringContaining('withLendersThatFit')]);

    // One post read on its own (not from a list) has its fits from the lenders-that-fit route, the same ones.
    stack.upstream.reset();
    const alone = await stack.gql<{ node: FeedPost }>(
      'query ($id: ID!) { node(id: $id) { ... on Post { lendersThatFit { lenderName rate lender { name } } } } }',
      { id: posts[0]!.id },
      stack.officer,
    );
    expect(alone.data!.node.lendersThatFit).toEqual(posts[0]!.lendersThatFit);
    expect(postCalls().filter((url) => url.startsWith('/api/loan-posts/lenders-that-fit'))).toHaveLength(1);
  });

  it('refuses an unknown programme and a scenario without value or LTV with BAD_USER_INPUT', async () => {
    expect(codesOf(await stack.gql(FEED, { program: 'Jumbo' }, stack.officer))).toEqual(['BAD_USER_INPUT']);
    const { ltv: _ltv, ...withoutValue } = SCENARIO;
    const refused = await stack.gql(
      CREATE,
      { input: { title: 'No value given here', content: CONTENT, scenario: withoutValue } },
      stack.admin,
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(Object.values(fieldsOf(refused) ?? {})).toContain('Give the property value or the LTV');
  });
});
