import { describe, expect, it } from 'vitest';
import type { LenderDto, LendersPage } from '@lendhub/domain/rest/lenders';
import { lenderFormFields, lenderFormImages } from '../src/lenders/testing/fixtures.ts';
import { formOf, unique, useTestApi } from './helpers/test-api.ts';

const { api, admin, officer } = useTestApi();

const lenders = async (query = '') => {
  const { status, body } = await api.call<LenderDto[]>('GET', `/api/Lender/GetAllLenders${query}`, { token: officer.token });
  expect(status).toBe(200);
  return body.data;
};
const allEntries = (lender: LenderDto) => Object.values(lender.programs).flat();

describe('GET /api/Lender/GetAllLenders', () => {
  it('lists about 45 lenders ordered by name, each with the full Lender shape', async () => {
    const list = await lenders();
    expect(list.length).toBeGreaterThanOrEqual(40);
    const names = list.map((lender) => lender.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const lender of list) {
      expect(lender.slug).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(Object.keys(lender.programs).sort()).toEqual([
        'conventionalPrograms',
        'nonQmPrograms',
        'privateLoanPrograms',
        'productOffer',
        'qmPrograms',
        'uniquePropertyType',
      ]);
      expect(lender.contact).toEqual({ name: expect.any(String), email: expect.any(String), phone: expect.any(String) });
      expect(lender.rating).toBeGreaterThanOrEqual(1);
      expect(lender.rating).toBeLessThanOrEqual(5);
      expect(Array.isArray(lender.channelLinks)).toBe(true);
    }
    // Some lenders have empty categories and no overlays, so the UI's "only if non-empty" matters.
    expect(list.some((lender) => lender.programs.qmPrograms.length === 0)).toBe(true);
    expect(list.some((lender) => lender.overlays === null)).toBe(true);
  });

  it('includes the five keyed lenders under their slugs', async () => {
    const bySlug = new Map((await lenders()).map((lender) => [lender.slug, lender.name]));
    expect(
      Object.fromEntries(['mega_capital', 'provident', 'remn', 'rocket', 'change_wholesale'].map((key) => [key, bySlug.get(key)])),
    ).toEqual({
      mega_capital: 'Mega Capital Funding',
      provident: 'Provident Funding',
      remn: 'REMN Wholesale',
      rocket: 'Rocket Pro',
      change_wholesale: 'Change Wholesale',
    });
  });

  it('filters by program: qm and non_qm need a non-empty category, fha and va a matching entry', async () => {
    const all = await lenders();
    const expected = {
      qm: all.filter((lender) => lender.programs.qmPrograms.length > 0),
      non_qm: all.filter((lender) => lender.programs.nonQmPrograms.length > 0),
      fha: all.filter((lender) => allEntries(lender).some((entry) => /\bFHA\b/i.test(entry))),
      va: all.filter((lender) => allEntries(lender).some((entry) => /\bVA\b/i.test(entry))),
    };
    for (const [program, want] of Object.entries(expected)) {
      const got = await lenders(`?program=${program}`);
      expect(
        got.map((lender) => lender.slug),
        program,
      ).toEqual(want.map((lender) => lender.slug));
      expect(got.length, program).toBeGreaterThan(0);
      expect(got.length, program).toBeLessThan(all.length);
    }
  });

  it('searches names case-insensitively, treating % and _ literally', async () => {
    expect((await lenders('?search=wholesale')).map((lender) => lender.slug)).toEqual(
      expect.arrayContaining(['remn', 'change_wholesale', 'newrez_wholesale']),
    );
    expect((await lenders('?search=MEGA')).map((lender) => lender.slug)).toEqual(['mega_capital']);
    expect(await lenders('?search=%25')).toEqual([]);
    expect(await lenders('?search=zzzz-no-such-lender')).toEqual([]);
  });

  it('filters by lender key (slug) and combines filters', async () => {
    expect((await lenders('?key=rocket')).map((lender) => lender.name)).toEqual(['Rocket Pro']);
    expect(await lenders('?key=rocket&program=non_qm')).toEqual([]);
    expect((await lenders('?key=provident&program=qm&search=provident')).map((lender) => lender.slug)).toEqual(['provident']);
    expect((await lenders('?key=&search=&program=')).length).toBe((await lenders()).length);
  });

  it('refuses an unknown program with a 400 message', async () => {
    const { status, body } = await api.call('GET', '/api/Lender/GetAllLenders?program=jumbo', { token: officer.token });
    expect(status).toBe(400);
    expect(body.responseMsg).toBe('program must be one of qm, non_qm, fha, va');
    expect(body.data.errors.program).toBe('program must be one of qm, non_qm, fha, va');
  });
});

describe('GET /api/Lender/GetLenderById/{id}', () => {
  it('finds a lender by numeric id and by slug, the same lender either way', async () => {
    const bySlug = await api.call<LenderDto>('GET', '/api/Lender/GetLenderById/mega_capital', { token: officer.token });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      slug: 'mega_capital',
      name: 'Mega Capital Funding',
      contact: { name: expect.any(String), email: expect.any(String), phone: expect.any(String) },
    });
    expect(bySlug.body.data.programs.qmPrograms.length).toBeGreaterThan(0);
    expect(bySlug.body.data.lenderNiche).toContain('<p>');
    const byId = await api.call<LenderDto>('GET', `/api/Lender/GetLenderById/${bySlug.body.data.id}`, { token: officer.token });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(bySlug.body.data);
  });

  it.each(['no_such_lender', '999999', '99999999999999999999', 'Mega_Capital'])('answers 404 Lender not found for %s', async (id) => {
    const { status, body } = await api.call('GET', `/api/Lender/GetLenderById/${id}`, { token: officer.token });
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, responseMsg: 'Lender not found', data: null });
  });
});

describe('GET /api/Lender/GetLendersPage', () => {
  const page = async (query: string) => {
    const { status, body } = await api.call<LendersPage>('GET', `/api/Lender/GetLendersPage${query}`, {
      token: officer.token,
    });
    return { status, body };
  };

  it('gives one page of the filtered list, in the same order, with the total', async () => {
    const all = await lenders('?program=qm');
    const first = await page('?program=qm&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.data.totalCount).toBe(all.length);
    expect(first.body.data.items.map((lender) => lender.id)).toEqual(all.slice(0, 5).map((lender) => lender.id));
    const second = await page('?program=qm&limit=5&offset=5');
    expect(second.body.data.items.map((lender) => lender.id)).toEqual(all.slice(5, 10).map((lender) => lender.id));
    const past = await page(`?program=qm&offset=${all.length}`);
    expect(past.body.data).toEqual({ items: [], totalCount: all.length, hasMore: false });
  });

  it('says whether more lenders follow the page', async () => {
    const total = (await lenders()).length;
    expect((await page(`?limit=${total - 1}`)).body.data.hasMore).toBe(true);
    expect((await page(`?limit=5&offset=${total - 5}`)).body.data.hasMore).toBe(false);
    expect((await page(`?limit=5&offset=${total - 6}`)).body.data.hasMore).toBe(true);
  });

  it('pages on from a named lender: one added above it meanwhile neither repeats nor pushes a row off the next page', async () => {
    const first = (await page('?limit=5')).body.data.items;
    const last = first.at(-1)!;
    const afterLast = `afterName=${encodeURIComponent(last.name)}&afterId=${last.id}`;
    const before = (await page(`?limit=5&${afterLast}`)).body.data;
    const all = await lenders();
    expect(before.items.map((lender) => lender.id)).toEqual(all.slice(5, 10).map((lender) => lender.id));

    // 'AAA' sorts before every seeded lender: it lands on the first page, above the cursor.
    const created = await api.form<LenderDto>(
      'POST',
      '/api/Lender/CreateLender',
      formOf(lenderFormFields({ CompanyTitle: unique('AAA Keyset'), Email: `${unique('keyset')}@harbor.example` }), lenderFormImages()),
      admin.token,
    );
    expect(created.status).toBe(201);
    const after = (await page(`?limit=5&${afterLast}`)).body.data;
    expect(after.items.map((lender) => lender.id)).toEqual(before.items.map((lender) => lender.id));
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.hasMore).toBe(true);
    // An offset would have shifted: the fifth row of before is now the sixth.
    expect((await page('?limit=5&offset=5')).body.data.items[0]!.id).toBe(last.id);
  });

  it('filters by search and key like GetAllLenders', async () => {
    const [sample] = await lenders();
    const byKey = await page(`?key=${sample!.slug}`);
    expect(byKey.body.data.items.map((lender) => lender.id)).toEqual([sample!.id]);
    expect(byKey.body.data.totalCount).toBe(1);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number from 0 to 999999999'],
    ['?afterName=Acme', 'afterName and afterId go together'],
    ['?afterId=3', 'afterName and afterId go together'],
    ['?afterName=Acme&afterId=0', 'afterId must be a whole number from 1 to 2147483647'],
    ['?afterName=Acme&afterId=2147483648', 'afterId must be a whole number from 1 to 2147483647'],
    ['?offset=1000000000', 'offset must be a whole number from 0 to 999999999'],
    ['?afterName=<501 letters>&afterId=3', 'afterName must be at most 500 characters'],
    ['?afterName=Acme&afterId=3&offset=2', 'offset cannot be combined with afterName and afterId'],
  ])('refuses %s', async (query, message) => {
    const { status, body } = await page(query.replace('<501 letters>', 'a'.repeat(501)));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });
});
