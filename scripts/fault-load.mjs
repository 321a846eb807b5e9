// The fault suite's client side (gateway/test/live/cluster-faults.test.ts and bench/faults.ts): a load
// of GraphQL reads and writes through one URL that records every outcome, and the check that each
// acknowledged write is stored exactly once. A write is a comment whose text is unique ("<run> #<n>"),
// so the stored comments can be counted per text afterwards.

const FEED = '{ posts(first: 5) { edges { node { id title likeCount } } } }';
const ADD_COMMENT = 'mutation ($input: AddCommentInput!) { addComment(input: $input) { message } }';
const COMMENTS =
  'query ($id: ID!, $after: String) { node(id: $id) { ... on Post { commentCount comments(first: 50, after: $after) { edges { node { content } } pageInfo { hasNextPage endCursor } } } } }';

/** One GraphQL call: `ok` when it answered 200 with data and no error; otherwise the status and error code. */
export async function graphql(url, token, query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  }).catch((error) => ({ status: 0, error }));
  if (response.status === 0) return { ok: false, status: 0, code: response.error?.cause?.code ?? response.error?.name ?? 'NETWORK' };
  const body = await response.json().catch(() => null);
  const code = body?.errors?.[0]?.extensions?.code;
  return { ok: response.status === 200 && Boolean(body?.data) && !body?.errors, status: response.status, code, data: body?.data };
}

export async function signIn(url, email, password) {
  const answer = await graphql(url, null, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email, password },
  });
  if (!answer.ok) throw new Error(`sign-in as ${email} failed: ${answer.status} ${answer.code}`);
  return answer.data.login.token;
}

/** The first post of the feed: the writes comment on it. */
export async function firstPostId(url, token) {
  const answer = await graphql(url, token, FEED);
  if (!answer.ok) throw new Error(`the feed did not answer: ${answer.status} ${answer.code}`);
  return answer.data.posts.edges[0].node.id;
}

/**
 * Starts `clients` loops, each alternating a write (a comment "<run> #<n>" on `postId`) and a read
 * (the feed), until stop(). Every outcome is kept with its time. A failed call is not retried (a
 * client that retries could double a write whose answer it lost); the loop waits `pauseMs` after one.
 */
export function startLoad({ url, token, postId, run, clients = 4, pauseMs = 25 }) {
  const outcomes = [];
  const acknowledged = [];
  let sequence = 0;
  let stopped = false;
  const loop = async () => {
    for (let turn = 0; !stopped; turn += 1) {
      const write = turn % 2 === 0;
      const content = write ? `${run} #${(sequence += 1)}` : undefined;
      const started = Date.now();
      const answer = write ? await graphql(url, token, ADD_COMMENT, { input: { postId, content } }) : await graphql(url, token, FEED);
      outcomes.push({ at: started, ms: Date.now() - started, write, ok: answer.ok, status: answer.status, code: answer.code });
      if (write && answer.ok) acknowledged.push(content);
      if (!answer.ok) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    outcomes,
    acknowledged,
    writesSent: () => sequence,
    /** Resolves once `count` more calls have answered successfully. */
    async served(count, timeoutMs = 60_000) {
      const target = outcomes.filter((outcome) => outcome.ok).length + count;
      const deadline = Date.now() + timeoutMs;
      while (outcomes.filter((outcome) => outcome.ok).length < target) {
        if (Date.now() > deadline) {
          const failures = outcomes.filter((outcome) => !outcome.ok).map((outcome) => `${outcome.status} ${outcome.code ?? ''}`);
          const kinds = [...new Set(failures)]
            .map((kind) => `${failures.filter((failure) => failure === kind).length}× ${kind}`)
            .join(', ');
          throw new Error(
            `the load did not get ${count} more answers within ${timeoutMs / 1000} s (${outcomes.length} calls; failures: ${kinds || 'none'})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * The figures of one fault: client errors (calls that did not get their answer, by status/code),
 * the recovery time (from the fault to the first of a run of successes after the last failure),
 * and the writes: sent, acknowledged, and — from the stored comments — acknowledged but missing,
 * stored more than once, and stored without an acknowledgement (ambiguous, e.g. cut mid-answer).
 */
export async function faultFigures({ url, token, postId, run, load, faultAt }) {
  const failures = load.outcomes.filter((outcome) => !outcome.ok);
  const lastFailure = failures.reduce((latest, outcome) => Math.max(latest, outcome.at + outcome.ms), 0);
  const stored = await storedComments(url, token, postId, run);
  const acknowledged = new Set(load.acknowledged);
  const byKind = {};
  for (const failure of failures) {
    const key = failure.status === 0 ? failure.code : `${failure.status}${failure.code ? ` ${failure.code}` : ''}`;
    byKind[key] = (byKind[key] ?? 0) + 1;
  }
  return {
    requests: load.outcomes.length,
    clientErrors: failures.length,
    errorsByKind: byKind,
    recoveryMs: failures.length ? Math.max(0, lastFailure - faultAt) : 0,
    writesSent: load.writesSent(),
    writesAcknowledged: acknowledged.size,
    acknowledgedLost: [...acknowledged].filter((content) => !stored.counts.has(content)).length,
    doubled: [...stored.counts.values()].filter((copies) => copies > 1).length,
    storedUnacknowledged: [...stored.counts.keys()].filter((content) => !acknowledged.has(content)).length,
    commentCountAgrees: stored.commentCount === stored.total,
  };
}

/** Every comment of the post whose text starts with `run`, counted per text (paged through GraphQL). */
async function storedComments(url, token, postId, run) {
  const counts = new Map();
  let after = null;
  let total = 0;
  let commentCount = 0;
  for (;;) {
    const answer = await graphql(url, token, COMMENTS, { id: postId, after });
    if (!answer.ok) throw new Error(`reading the comments failed: ${answer.status} ${answer.code}`);
    const post = answer.data.node;
    commentCount = post.commentCount;
    for (const { node } of post.comments.edges) {
      total += 1;
      if (node.content.startsWith(`${run} #`)) counts.set(node.content, (counts.get(node.content) ?? 0) + 1);
    }
    if (!post.comments.pageInfo.hasNextPage) break;
    after = post.comments.pageInfo.endCursor;
  }
  return { counts, total, commentCount };
}
