import { describe, expect, it } from 'vitest';
import { useStack } from '../harness/signedIn.ts';
import { webDocument } from '../limits/webDocuments.ts';

// A stack of its own: the seed's posts only, so the first page is what a fresh install shows.
const stack = useStack();

/** The web's feed page (the /lender-finder route's query): posts with comments, both lender selects, the viewer. */
const FEED = webDocument('LenderFinderRouteQuery');
const VIEWER = '{ viewer { id fullName company avatarUrl email } }';
const calls = () => stack.upstream.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`);

interface ViewerAnswer {
  viewer: { fullName: string; company: string | null; avatarUrl: string | null; email: string | null };
}

describe('the feed page’s API calls (issue 26 §2)', () => {
  it('costs one call, the posts, once the lender list is kept: the viewer comes with the session check', async () => {
    const first = await stack.gql(FEED, {}, stack.officer);
    expect(first.errors).toBeUndefined();
    stack.upstream.reset();

    const page = await stack.gql<{ viewer: { id: string; fullName: string }; posts: { edges: unknown[] } }>(FEED, {}, stack.officer);
    expect(page.errors).toBeUndefined();
    expect(page.data!.posts.edges).toHaveLength(10);
    expect(page.data!.viewer.fullName).toBeTruthy();
    expect(calls()).toEqual(['GET /api/loan-posts']);
    // Its fragments ask what fits each post: that comes with the posts (no lenders-that-fit call when a post has a scenario).
    expect(stack.upstream.requests[0]!.url).toContain('withLendersThatFit=true');
  });

  it('answers the viewer as GetUsersByIds does, and a saved profile at once', async () => {
    const before = await stack.gql<ViewerAnswer>(VIEWER, {}, stack.lender);
    expect(before.errors).toBeUndefined();
    expect(calls()).toEqual([]);
    const fromApi = await stack.gql<{ node: ViewerAnswer['viewer'] }>(
      'query ($id: ID!) { node(id: $id) { ... on User { fullName company avatarUrl email } } }',
      { id: (before.data!.viewer as unknown as { id: string }).id },
      stack.admin,
    );
    expect(before.data!.viewer).toMatchObject(fromApi.data!.node);

    const saved = await stack.gql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { user { fullName } } }',
      { input: { fullName: 'Renamed Executive', company: 'Renamed Lending' } },
      stack.lender,
    );
    expect(saved.errors).toBeUndefined();
    stack.upstream.reset();
    const after = await stack.gql<ViewerAnswer>(VIEWER, {}, stack.lender);
    expect(after.data!.viewer).toMatchObject({ fullName: 'Renamed Executive', company: 'Renamed Lending' });
    // Read from the API this time: what the session check kept was forgotten when the profile was saved.
    expect(calls()).toEqual(['GET /api/User/GetUsersByIds']);
  });
});
