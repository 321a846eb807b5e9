import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { gqlUpload } from '../harness/upload.ts';
import { LENDER_IMAGES, lenderInput } from '../harness/lenders.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

interface LenderNode {
  id: string;
  internalId: number;
  slug: string;
  name: string;
  programs: Record<
    'qmPrograms' | 'nonQmPrograms' | 'productOffer' | 'uniquePropertyType' | 'privateLoanPrograms' | 'conventionalPrograms',
    string[]
  >;
}
interface LenderPage {
  lenders: {
    totalCount: number;
    edges: { cursor: string; node: LenderNode }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

const LENDERS = /* GraphQL */ `
  query Lenders($first: Int, $after: String, $program: LoanProgram, $search: String, $lenderKey: String) {
    lenders(first: $first, after: $after, program: $program, search: $search, lenderKey: $lenderKey) {
      totalCount
      edges { cursor node { id internalId slug name programs { qmPrograms nonQmPrograms productOffer uniquePropertyType privateLoanPrograms conventionalPrograms } } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`;

async function lenders(variables: Record<string, unknown>): Promise<LenderPage['lenders']> {
  const result = await stack.gql<LenderPage>(LENDERS, variables, stack.officer);
  expect(result.errors).toBeUndefined();
  return result.data!.lenders;
}

/** The same filter asked of the REST API directly: what the connection must contain. */
async function restLenders(query: string): Promise<{ id: number; name: string }[]> {
  const response = await fetch(`${stack.api.url}/api/Lender/GetAllLenders${query}`, {
    headers: { authorization: `Bearer ${stack.officer}` },
  });
  return ((await response.json()) as { data: { id: number; name: string }[] }).data;
}

async function deleteLender(lenderId: string): Promise<void> {
  const result = await stack.gql(
    `mutation ($input: DeleteLenderInput!) { deleteLender(input: $input) { deletedLenderId } }`,
    { input: { lenderId } },
    stack.admin,
  );
  expect(result.errors).toBeUndefined();
}

describe('lenders connection', () => {
  it('pages through every lender in name order', async () => {
    const all = await restLenders('');
    expect(all.length).toBeGreaterThanOrEqual(40);
    const ids: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await lenders({ first: 15, after });
      expect(page.totalCount).toBe(all.length);
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      ids.push(...page.edges.map((edge) => edge.node.internalId));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ids).toEqual(all.map((lender) => lender.id));
  });

  it.each([
    ['QM', (node: LenderNode) => node.programs.qmPrograms.length > 0],
    ['NON_QM', (node: LenderNode) => node.programs.nonQmPrograms.length > 0],
    [
      'FHA',
      (node: LenderNode) =>
        Object.values(node.programs)
          .flat()
          .some((entry) => /\bFHA\b/i.test(entry)),
    ],
    [
      'VA',
      (node: LenderNode) =>
        Object.values(node.programs)
          .flat()
          .some((entry) => /\bVA\b/i.test(entry)),
    ],
  ] as const)('filters by program %s', async (program, matches) => {
    const page = await lenders({ first: 100, program });
    const expected = await restLenders(`?program=${program.toLowerCase()}`);
    expect(page.edges.map((edge) => edge.node.internalId)).toEqual(expected.map((lender) => lender.id));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThan(45);
    for (const edge of page.edges) expect(matches(edge.node)).toBe(true);
  });

  it('filters by search text and by lender key', async () => {
    const search = await lenders({ first: 100, search: '  rocket ' });
    expect(search.edges.map((edge) => edge.node.slug)).toContain('rocket');
    expect(search.edges.map((edge) => edge.node.internalId)).toEqual((await restLenders('?search=rocket')).map((lender) => lender.id));
    expect(search.totalCount).toBeLessThan(10);
    for (const key of ['mega_capital', 'provident', 'remn', 'rocket', 'change_wholesale']) {
      const page = await lenders({ lenderKey: key });
      expect(page.totalCount).toBe(1);
      expect(page.edges[0]!.node.slug).toBe(key);
    }
    expect((await lenders({ lenderKey: 'no_such_lender' })).edges).toEqual([]);
  });

  it('rejects page sizes outside 1..100, and a cursor it did not make', async () => {
    expect(codesOf(await stack.gql(LENDERS, { first: 101 }, stack.officer))).toEqual(['BAD_USER_INPUT']);
    for (const after of [
      'bm9wZQ==',
      Buffer.from('after:["Acme"]').toString('base64'),
      Buffer.from('after:["Acme",0]').toString('base64'),
    ]) {
      const result = await stack.gql(LENDERS, { first: 5, after }, stack.officer);
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors![0]!.message).toBe('Invalid cursor');
    }
  });

  it('still pages on from an offset cursor handed out before (one kept in a client store across a release)', async () => {
    const all = await restLenders('');
    const page = await lenders({ first: 5, after: Buffer.from('offset:4').toString('base64') });
    expect(page.edges.map((edge) => edge.node.internalId)).toEqual(all.slice(5, 10).map((lender) => lender.id));
    expect(page.pageInfo.hasPreviousPage).toBe(true);
  });

  // The last test of the file: it adds and removes lenders.
  it('loads the next page right after the last one shown, whatever was added or removed above it meanwhile', async () => {
    const first = await lenders({ first: 5 });
    const expectedNext = (await lenders({ first: 5, after: first.pageInfo.endCursor })).edges.map((edge) => edge.node.internalId);

    // 'AAA' sorts before every seeded lender: it lands above the page already shown.
    const created = await gqlUpload<{ createLender: { lender: { id: string } } }>(
      stack,
      `mutation ($input: CreateLenderInput!) { createLender(input: $input) { lender { id } } }`,
      { input: lenderInput({ companyTitle: `AAA First Lending ${Date.now().toString(36)}` }) },
      LENDER_IMAGES,
      stack.admin,
    );
    expect(created.errors).toBeUndefined();
    const afterAdding = await lenders({ first: 5, after: first.pageInfo.endCursor });
    expect(afterAdding.edges.map((edge) => edge.node.internalId)).toEqual(expectedNext);
    expect(afterAdding.totalCount).toBe(first.totalCount + 1);

    // The page's last lender itself removed: the next page still starts where it stood.
    await deleteLender(created.data!.createLender.lender.id);
    const shown = await lenders({ first: 5 });
    const lastShown = shown.edges.at(-1)!.node;
    await deleteLender(lastShown.id);
    const next = await lenders({ first: 5, after: shown.pageInfo.endCursor });
    expect(next.edges.map((edge) => edge.node.internalId)).toEqual(expectedNext);
  });
});

describe('lender(idOrSlug) and node(id:)', () => {
  const LENDER = /* GraphQL */ `
    query ($key: String!) {
      lender(idOrSlug: $key) {
        id internalId slug name logoUrl website rating lenderNiche overlays
        contact { name phone email }
        programs { qmPrograms }
        channelLinks { name link }
      }
    }
  `;

  it('finds a lender by slug and by numeric id, with sanitized rich text', async () => {
    const bySlug = await stack.gql<{ lender: any }>(LENDER, { key: 'mega_capital' }, stack.officer);
    expect(bySlug.errors).toBeUndefined();
    const lender = bySlug.data!.lender;
    expect(lender).toMatchObject({ slug: 'mega_capital', name: expect.any(String) });
    expect(lender.lenderNiche).toMatch(/^<(p|ul|h\d)/);
    expect(lender.channelLinks.length).toBeGreaterThan(0);
    const byId = await stack.gql<{ lender: any }>(LENDER, { key: String(lender.internalId) }, stack.officer);
    expect(byId.data!.lender).toEqual(lender);
  });

  it('answers null for an unknown lender', async () => {
    const result = await stack.gql(LENDER, { key: 'no_such_lender' }, stack.officer);
    expect(result).toMatchObject({ data: { lender: null } });
    expect(result.errors).toBeUndefined();
  });

  it('fetches a lender through node(id:)', async () => {
    const { edges } = await lenders({ first: 1 });
    const id = edges[0]!.node.id;
    const result = await stack.gql<{ node: any }>(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Lender { slug } } }',
      { id },
      stack.officer,
    );
    expect(result.data!.node).toEqual({ __typename: 'Lender', id, slug: edges[0]!.node.slug });
  });
});
