// Lender Finder on the server (issue 22 §4): posts that name a lender and a programme, the feed's
// filters, 'Lenders that fit' from the pricing engine over the seeded sample sheets, and the
// notification of the fitting lenders' account executives.
import type { LenderFit } from '@lendhub/domain/pricing';
import { describe, expect, it } from 'vitest';
import { SAMPLE_POST_CONTENT as CONTENT, SAMPLE_POST_SCENARIO as SCENARIO } from '@lendhub/domain/testing/pricing';
import type { PostDto } from '../src/posts/repository.ts';
import { useTestApi } from './helpers/test-api.ts';

const fixture = useTestApi();
const { api } = fixture;

type Created = PostDto & { notifiedUserIds: number[] };
const create = (body: unknown, token = fixture.admin.token) => api.call<Created>('POST', '/api/loan-posts', { token, body });
const feed = async (query: string) => {
  const { status, body } = await api.call<PostDto[]>('GET', `/api/loan-posts${query}`, { token: fixture.officer.token });
  expect(status, body.responseMsg).toBe(200);
  return body.data;
};
const fits = async (ids: number[]) =>
  (
    await api.call<Record<string, LenderFit[]>>('GET', `/api/loan-posts/lenders-that-fit?ids=${ids.join(',')}`, {
      token: fixture.officer.token,
    })
  ).body;

describe('Lender Finder scenarios', () => {
  it('a post names a lender and a programme; the feed filters by each on the server', async () => {
    const lenders = (await api.call<{ id: number; name: string }[]>('GET', '/api/Lender/GetAllLenders', { token: fixture.officer.token }))
      .body.data;
    const [first, second] = lenders;
    if (!first || !second) throw new Error('the seed has at least two lenders');
    const forFirst = await create({ title: 'Condo purchase in Miami', content: CONTENT, lenderId: first.id, program: 'QM Loan' });
    expect(forFirst.status, forFirst.body.responseMsg).toBe(201);
    expect(forFirst.body.data).toMatchObject({ lenderId: first.id, lenderName: first.name, program: 'QM Loan', scenario: null });
    const forSecond = await create({ title: 'Bank statement borrower', content: CONTENT, lenderId: second.id, program: 'Non QM Loan' });
    expect(forSecond.status).toBe(201);

    const byLender = await feed(`?lenderId=${first.id}`);
    expect(byLender.map((post) => post.id)).toContain(forFirst.body.data.id);
    expect(byLender.every((post) => post.lenderId === first.id)).toBe(true);
    const byProgram = await feed(`?program=${encodeURIComponent('Non QM Loan')}`);
    expect(byProgram.map((post) => post.id)).toEqual([forSecond.body.data.id]);
    expect(await feed(`?lenderId=${first.id}&program=${encodeURIComponent('Non QM Loan')}`)).toEqual([]);

    const unknownProgram = await api.call('GET', '/api/loan-posts?program=Jumbo', { token: fixture.officer.token });
    expect(unknownProgram.status).toBe(400);
    const unknownLender = await create({ title: 'Lender that is not there', content: CONTENT, lenderId: 999_999 });
    expect(unknownLender.status).toBe(400);
    expect(unknownLender.body.responseMsg).toBe('Lender not found');
  });

  it("a structured scenario: 'Lenders that fit' from the engine, and their account executives are notified", async () => {
    const created = await create({ title: 'Purchase in Los Angeles', content: CONTENT, program: 'QM Loan', scenario: SCENARIO });
    expect(created.status, created.body.responseMsg).toBe(201);
    expect(created.body.data.scenario).toEqual(SCENARIO);
    const postId = created.body.data.id;

    const answer = await fits([postId]);
    const list = answer.data[String(postId)] ?? [];
    // Every seeded lender has an active sample sheet with a conventional 15-year product; 740 × 80% purchase
    // at 15 years takes no credit score × LTV LLPA, so each one's best rate is at par.
    expect(list.length).toBeGreaterThanOrEqual(2);
    const rates = list.map((fit) => fit.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    for (const fit of list) expect(fit.lenderCredit).toBeGreaterThanOrEqual(0);

    // The account executives of those lenders (not the author) were told, once each.
    expect(created.body.data.notifiedUserIds.length).toBeGreaterThanOrEqual(1);
    expect(created.body.data.notifiedUserIds).not.toContain(fixture.admin.userId);
    const inbox = await api.call<{ kind: string; title: string }[]>('GET', '/api/Notifications', { token: fixture.lender.token });
    expect(
      inbox.body.data.filter((entry) => entry.kind === 'scenario_fit' && entry.title.endsWith('Purchase in Los Angeles')),
    ).toHaveLength(1);

    // A scenario the engine refuses everywhere (a 580 investor at 100% LTV) fits no lender and tells nobody.
    const refused = await create({
      title: 'Investor at full value',
      content: CONTENT,
      scenario: { ...SCENARIO, creditScore: '580-619', occupancy: 'INVESTMENT', ltv: 100 },
    });
    expect(refused.status).toBe(201);
    expect(refused.body.data.notifiedUserIds).toEqual([]);
    expect((await fits([refused.body.data.id])).data[String(refused.body.data.id)]).toEqual([]);
  });

  it('the feed with withLendersThatFit=true answers each post with what the lenders-that-fit route answers for it', async () => {
    const created = await create({ title: 'Refinance in Los Angeles', content: CONTENT, program: 'QM Loan', scenario: SCENARIO });
    expect(created.status, created.body.responseMsg).toBe(201);
    const page = await feed('?limit=5&withLendersThatFit=true');
    const ids = page.map((post) => post.id);
    expect(ids).toContain(created.body.data.id);
    const separately = (await fits(ids)).data;
    for (const post of page) expect(post.lendersThatFit, `post ${post.id}`).toEqual(separately[String(post.id)]);
    expect(page.find((post) => post.id === created.body.data.id)!.lendersThatFit!.length).toBeGreaterThanOrEqual(2);
    // Without the flag the feed is as before; a bad flag is the client's error.
    expect((await feed('?limit=5')).every((post) => post.lendersThatFit === undefined)).toBe(true);
    const bad = await api.call('GET', '/api/loan-posts?withLendersThatFit=yes', { token: fixture.officer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMsg).toContain('withLendersThatFit must be true or false');
  });

  it('a scenario is checked by the pricer rules: value or LTV required', async () => {
    const { ltv: _ltv, ...withoutValue } = SCENARIO;
    const answer = await create({ title: 'No value given here', content: CONTENT, scenario: withoutValue });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Give the property value or the LTV');
  });
});
