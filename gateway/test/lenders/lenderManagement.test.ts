import { describe, expect, it } from 'vitest';
import { pngOfSize, WEBP_1X1 } from '@lendhub/api/testing/uploads';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { gqlUpload, type UploadFile } from '../harness/upload.ts';
import { ROLE_IDS } from '../harness/testData.ts';
import { LENDER_IMAGES, lenderInput } from '../harness/lenders.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const LENDER_FIELDS = `id internalId name slug website rating shortDescription lenderNiche overlays logoUrl profileImageUrl
  contact { name email phone } channelLinks { name link } programs { qmPrograms nonQmPrograms productOffer uniquePropertyType }
  userRole { id name } account { email roleName }`;
const CREATE = `mutation ($input: CreateLenderInput!) { createLender(input: $input) { message lender { ${LENDER_FIELDS} } lenderEdge { node { id } } } }`;
const UPDATE = `mutation ($input: UpdateLenderInput!) { updateLender(input: $input) { message lender { ${LENDER_FIELDS} } } }`;
const DELETE = `mutation ($input: DeleteLenderInput!) { deleteLender(input: $input) { message deletedLenderId } }`;
const ADMIN_LIST = `query ($sortBy: LenderSortField, $direction: SortDirection, $first: Int) {
  adminLenders(sortBy: $sortBy, direction: $direction, first: $first) { totalCount edges { node { id name fullName rating website } } }
}`;

async function createLender(input = lenderInput(), files = LENDER_IMAGES, token = stack.admin) {
  return gqlUpload<{ createLender: any }>(stack, CREATE, { input }, files, token);
}

describe('createLender', () => {
  it('creates the lender with its account and images (Admin)', async () => {
    const input = lenderInput();
    const result = await createLender(input);
    expect(result.errors).toBeUndefined();
    const { lender: created, message, lenderEdge } = result.data!.createLender;
    expect(message).toBe('Lender created successfully!');
    expect(lenderEdge.node.id).toBe(created.id);
    expect(created).toMatchObject({
      name: input.companyTitle,
      rating: 5,
      contact: { name: 'Rae Morgan', email: input.email, phone: '+15550104242' },
      channelLinks: [{ name: 'Scenario desk', link: 'https://desk.gateway-lending.example' }],
      programs: { qmPrograms: [], nonQmPrograms: ['DSCR', 'Bank statement'], productOffer: [], uniquePropertyType: [] },
      userRole: { id: ROLE_IDS.ACCOUNT_EXECUTIVE, name: 'Account Executive (Lender)' },
      account: { email: input.email, roleName: 'Account Executive (Lender)' },
      logoUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.jpg$/),
      profileImageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    });
    expect(created.lenderNiche).not.toMatch(/onerror/);
    expect((await fetch(`${stack.gateway.url}${created.logoUrl}`)).status).toBe(200);
  });

  it.each([
    ['a missing profile image', [LENDER_IMAGES[1]!], 'profileImage', 'Please upload profile image'],
    ['a missing company logo', [LENDER_IMAGES[0]!], 'companyLogo', 'Please upload company logo'],
    [
      'a logo that is really text',
      [LENDER_IMAGES[0]!, { path: 'variables.input.companyLogo', content: Buffer.from('just text'), name: 'logo.png', type: 'image/png' }],
      'companyLogo',
      'You can only upload JPG/PNG/WEBP files!',
    ],
    [
      'an image over 2 MB',
      [{ path: 'variables.input.profileImage', content: pngOfSize(2 * 1024 * 1024 + 10), name: 'big.png' }, LENDER_IMAGES[1]!],
      'profileImage',
      'Image must be smaller than 2MB!',
    ],
  ] as Array<[string, UploadFile[], string, string]>)(
    'refuses %s with the spec message on its field, creating nothing',
    async (_label, files, field, message) => {
      const before = (await stack.gql<{ adminLenders: any }>(ADMIN_LIST, {}, stack.admin)).data!.adminLenders.totalCount;
      const result = await createLender(lenderInput(), files);
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors![0]!.message).toBe(message);
      expect(fieldsOf(result)?.[field]).toBe(message);
      expect((await stack.gql<{ adminLenders: any }>(ADMIN_LIST, {}, stack.admin)).data!.adminLenders.totalCount).toBe(before);
    },
  );

  it.each([
    [{ firstName: 'R' }, 'firstName', 'Minimum 2 characters'],
    [{ lastName: '' }, 'lastName', 'Please input last name!'],
    [{ email: 'rae@' }, 'email', 'Please enter a valid email!'],
    [{ phone: '12' }, 'phone', 'Please enter a valid phone number!'],
    [{ password: '' }, 'password', 'Please input password!'],
    [{ roleId: '' }, 'roleId', 'Please select role!'],
    [{ companyTitle: '' }, 'companyTitle', 'Please input lender title!'],
    [{ website: 'not a url' }, 'website', 'Must be a valid URL'],
    [{ shortDescription: 'short' }, 'shortDescription', 'Minimum 10 characters'],
    [{ channelLinks: [{ name: 'Desk', link: '' }] }, 'channelLinks.0.link', 'URL is required'],
    [{ programs: [{ programId: 0, programTypes: [' '] }] }, 'programs.0.programTypes.0', 'Required'],
  ])('answers BAD_USER_INPUT for %j on %s: "%s"', async (change, field, message) => {
    const result = await createLender(lenderInput(change));
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)?.[field]).toBe(message);
  });

  it('is FORBIDDEN to Loan Officer and Account Executive, before any upstream write', async () => {
    for (const token of [stack.officer, stack.lender]) {
      expect(codesOf(await createLender(lenderInput(), LENDER_IMAGES, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await stack.gql(ADMIN_LIST, {}, token))).toEqual(['FORBIDDEN']);
    }
    expect(stack.upstream.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

describe('updateLender and deleteLender', () => {
  it('updates fields and replaces one image; deletes with the global id', async () => {
    const created = (await createLender()).data!.createLender.lender;
    const { password: _password, ...rest } = lenderInput({ firstName: 'Raya', rating: 3, channelLinks: [] });
    const updated = await gqlUpload<{ updateLender: any }>(
      stack,
      UPDATE,
      { input: { ...rest, lenderId: created.id } },
      [{ path: 'variables.input.companyLogo', content: WEBP_1X1, name: 'new.webp', type: 'image/webp' }],
      stack.admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateLender).toMatchObject({
      message: 'Lender updated successfully!',
      lender: { id: created.id, rating: 3, contact: { name: 'Raya Morgan' }, channelLinks: [], profileImageUrl: created.profileImageUrl },
    });
    expect(updated.data!.updateLender.lender.logoUrl).toMatch(/\.webp$/);

    for (const token of [stack.officer, stack.lender]) {
      expect(codesOf(await stack.gql(DELETE, { input: { lenderId: created.id } }, token))).toEqual(['FORBIDDEN']);
    }
    const deleted = await stack.gql<{ deleteLender: any }>(DELETE, { input: { lenderId: created.id } }, stack.admin);
    expect(deleted.data!.deleteLender).toEqual({ message: 'Lender deleted successfully', deletedLenderId: created.id });
    expect(
      (await stack.gql<{ node: any }>('query ($id: ID!) { node(id: $id) { id } }', { id: created.id }, stack.admin)).data!.node,
    ).toBeNull();
  });
});

describe('adminLenders', () => {
  it('sorts by rating descending and company ascending, with totalCount', async () => {
    const byRating = await stack.gql<{ adminLenders: any }>(ADMIN_LIST, { sortBy: 'RATING', direction: 'DESC', first: 100 }, stack.admin);
    const ratings = byRating
      .data!.adminLenders.edges.map((edge: any) => edge.node.rating)
      .filter((rating: number | null) => rating !== null);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
    expect(byRating.data!.adminLenders.totalCount).toBeGreaterThanOrEqual(40);
    const byCompany = await stack.gql<{ adminLenders: any }>(ADMIN_LIST, { sortBy: 'COMPANY', first: 100 }, stack.admin);
    const names = byCompany.data!.adminLenders.edges.map((edge: any) => edge.node.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages the sorted list with cursors: the pages join up to the whole list', async () => {
    const PAGE = `query ($after: String) {
      adminLenders(sortBy: WEBSITE, direction: DESC, first: 10, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } }
    }`;
    const whole = (await stack.gql<{ adminLenders: any }>(ADMIN_LIST, { sortBy: 'WEBSITE', direction: 'DESC', first: 100 }, stack.admin))
      .data!.adminLenders;
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = (await stack.gql<{ adminLenders: any }>(PAGE, { after }, stack.admin)).data!.adminLenders;
      expect(page.edges.length).toBeLessThanOrEqual(10);
      expect(page.totalCount).toBe(whole.totalCount);
      ids.push(...page.edges.map((edge: any) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ids).toEqual(whole.edges.map((edge: any) => edge.node.id));
  });

  it('is FORBIDDEN to Loan Officer and Account Executive', async () => {
    for (const token of [stack.officer, stack.lender]) {
      expect(codesOf(await stack.gql(ADMIN_LIST, { first: 5 }, token))).toEqual(['FORBIDDEN']);
    }
  });

  it('hides the linked account from non-admins', async () => {
    const result = await stack.gql<{ lender: any }>('{ lender(idOrSlug: "mega_capital") { name account { email } } }', {}, stack.officer);
    expect(result.data!.lender).toEqual({ name: 'Mega Capital Funding', account: null });
    expect(codesOf(result)).toEqual(['FORBIDDEN']);
  });
});
