import { describe, expect, it } from 'vitest';
import { loadPersistedDocuments } from '../../src/platform/limits/trustedDocuments.ts';
import { subscribe, subscriptionSettles } from '../harness/live.ts';
import { useProductionGateway } from '../harness/productionGateway.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();
const OPERATOR_KEY = 'operator-key-for-tests';

// The web app's own documents, as relay-compiler wrote them (web/persisted-documents.json).
const documents = loadPersistedDocuments();
/** A query of the web app without variables (its first line has no variable list). */
const [knownId, knownText] = [...documents].find(([, text]) => /^query \w+ \{/.test(text))!;

const production = useProductionGateway(stack, { operatorKey: OPERATOR_KEY });

async function post(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.admin}`, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> },
  };
}

describe('trusted documents in production', () => {
  it('has the web app documents to trust', () => {
    expect(documents.size).toBeGreaterThan(50);
    expect(knownText).toBeTruthy();
  });

  it('runs a known document id', async () => {
    const answer = await post(production.url, { documentId: knownId, variables: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeTruthy();
    expect(answer.body.errors?.map((error) => error.extensions.code) ?? []).not.toContain('PERSISTED_DOCUMENT_NOT_FOUND');
  });

  it('refuses an unknown id and any free-form document, before running it', async () => {
    const unknown = await post(production.url, { documentId: 'f'.repeat(64) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      {
        message: 'Unknown document id: this server accepts only the operations of the LendHub web app',
        extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' },
      },
    ]);

    const before = stack.upstream.requests.length;
    const freeForm = await post(production.url, { query: '{ viewer { id email } }' });
    expect(freeForm.status).toBe(400);
    expect(freeForm.body.errors![0]!.extensions.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    expect(freeForm.body.errors![0]!.message).toMatch(/free-form documents need the operator key/);
    // Even the web app's own text is refused when sent as text: production takes ids.
    expect((await post(production.url, { query: knownText })).body.errors![0]!.extensions.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    const overGet = await fetch(`${production.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(overGet.status).toBe(400);
    expect(stack.upstream.requests.length).toBe(before);

    const wrongKey = await post(production.url, { query: '{ viewer { id } }' }, { 'x-operator-key': 'not-the-key' });
    expect(wrongKey.body.errors![0]!.extensions.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
  });

  it('lets the operator key send any document', async () => {
    const answer = await post(production.url, { query: '{ viewer { email } }' }, { 'x-operator-key': OPERATOR_KEY });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { viewer: { email: 'admin@lendhub.demo' } } });
  });
});

describe('trusted documents over WebSocket in production (subscriptions)', () => {
  const FREE_FORM = 'subscription ($postId: ID!) { postActivity(postId: $postId) { id likeCount } }';
  // The web app's own live subscription on a post, as the browser sends it.
  const [, webAppText] = [...documents].find(([, text]) => text.startsWith('subscription PostCardActivitySubscription'))!;
  const firstPostId = async () =>
    (await stack.gql<{ posts: { edges: { node: { id: string } }[] } }>('{ posts(first: 1) { edges { node { id } } } }', {}, stack.admin))
      .data!.posts.edges[0]!.node.id;

  it("refuses a free-form subscription, and runs the web app's own document", async () => {
    const postId = await firstPostId();
    const freeForm = subscribe(production.url, stack.admin, FREE_FORM, { postId });
    await expect(freeForm.next()).rejects.toEqual([
      {
        message:
          'Only the operations of the LendHub web app are accepted here (send a documentId); free-form documents need the operator key',
        extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED' },
      },
    ]);
    await freeForm.close();

    const own = subscribe<{ postActivity: { id: string } }>(production.url, stack.admin, webAppText, { postId });
    await subscriptionSettles();
    const like = await post(
      production.url,
      { query: 'mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', variables: { input: { postId } } },
      { 'x-operator-key': OPERATOR_KEY },
    );
    expect(like.status).toBe(200);
    expect((await own.next()).data?.postActivity.id).toBe(postId);
    await own.close();
  });

  it('lets a connection with the operator key subscribe to any document', async () => {
    const postId = await firstPostId();
    const operator = subscribe<{ postActivity: { id: string } }>(
      production.url,
      stack.admin,
      FREE_FORM,
      { postId },
      { 'x-operator-key': OPERATOR_KEY },
    );
    await subscriptionSettles();
    await post(
      production.url,
      { query: 'mutation ($input: LikePostInput!) { likePost(input: $input) { liked } }', variables: { input: { postId } } },
      { 'x-operator-key': OPERATOR_KEY },
    );
    expect((await operator.next()).data?.postActivity.id).toBe(postId);
    await operator.close();
  });
});

describe('outside production', () => {
  it('keeps free-form documents and understands document ids too', async () => {
    expect((await post(stack.gateway.url, { query: '{ viewer { email } }' })).body).toEqual({
      data: { viewer: { email: 'admin@lendhub.demo' } },
    });
    const byId = await post(stack.gateway.url, { documentId: knownId });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toBeTruthy();
  });
});
