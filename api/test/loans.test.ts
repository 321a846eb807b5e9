import { LOAN_MESSAGES } from '@lendhub/domain/loans';
import { EMPTY_LOAN_FORM_ERRORS } from '@lendhub/domain/testing/loans';
import { beforeAll, describe, expect, it } from 'vitest';
import { approve, lenderIds, loanBody, newOfficer } from './helpers/loans.ts';
import { useTestApi, type Session } from './helpers/test-api.ts';

/** The loan pipeline: spec §5 Add Loan rules, the allowed status moves, who sees what, paging and filters. */
const { api, admin, officer, lender } = useTestApi();
let lenders: Record<string, number>;
let fresh: Session;

beforeAll(async () => {
  lenders = await lenderIds(api, officer.token);
  fresh = await newOfficer(api, admin.token);
});

const create = (token: string, overrides: Record<string, unknown> = {}) =>
  api.call('POST', '/api/Loans', { token, body: loanBody(lenders.provident!, overrides) });

describe('adding, editing and deleting a loan', () => {
  it('stores the loan with its owner, lender link and timestamps, and records its history', async () => {
    const created = await create(fresh.token, { loanAmount: '$412,500' });
    expect(created.status).toBe(201);
    expect(created.body.responseMsg).toBe('Loan added successfully');
    expect(created.body.data).toMatchObject({
      ownerId: fresh.userId,
      ownerName: 'Casey Closer',
      borrowerName: 'Noah Patel',
      loanAmount: 412_500,
      status: 'Pending',
      stage: 'Initial Review',
      lenderId: lenders.provident,
      lender: 'Provident Funding',
      dueDate: '2031-01-15',
      fundedDate: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.data.id;

    const read = await api.call('GET', `/api/Loans/${id}`, { token: fresh.token });
    expect(read.body.data).toEqual(created.body.data);

    const edited = await api.call('PUT', `/api/Loans/${id}`, {
      token: fresh.token,
      body: loanBody(lenders.rocket!, { status: 'In Process', stage: 'Processing', notes: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.responseMsg).toBe('Loan updated successfully');
    expect(edited.body.data).toMatchObject({ status: 'In Process', stage: 'Processing', lender: 'Rocket Pro', notes: null });

    const history = await api.call('GET', `/api/Loans/${id}/History`, { token: fresh.token });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        actorId: fresh.userId,
        actorName: 'Casey Closer',
        fromStatus: null,
        toStatus: 'Pending',
        fromStage: null,
        toStage: 'Initial Review',
      }),
      expect.objectContaining({ fromStatus: 'Pending', toStatus: 'In Process', fromStage: 'Initial Review', toStage: 'Processing' }),
    ]);

    const deleted = await api.call('DELETE', `/api/Loans/${id}`, { token: fresh.token });
    expect(deleted.body).toMatchObject({ status: 200, responseMsg: 'Loan deleted successfully', data: { loanId: id } });
    expect((await api.call('GET', `/api/Loans/${id}`, { token: fresh.token })).status).toBe(404);
  });

  it('answers every missing field with the spec message and writes nothing', async () => {
    const before = await api.call('GET', '/api/Loans', { token: fresh.token });
    const { status, body } = await api.call('POST', '/api/Loans', { token: fresh.token, body: {} });
    expect(status).toBe(400);
    expect(body.data.errors).toEqual(EMPTY_LOAN_FORM_ERRORS);
    const after = await api.call('GET', '/api/Loans', { token: fresh.token });
    expect(after.body.data.totalCount).toBe(before.body.data.totalCount);
  });

  it.each([
    [{ loanType: 'HELOC' }, 'loanType', LOAN_MESSAGES.loanType],
    [{ loanAmount: 'lots' }, 'loanAmount', LOAN_MESSAGES.loanAmountInvalid],
    [{ loanAmount: -5 }, 'loanAmount', LOAN_MESSAGES.loanAmountInvalid],
    [{ loanAmount: 200_000_000 }, 'loanAmount', LOAN_MESSAGES.loanAmountTooLarge],
    [{ dueDate: '2031-02-30' }, 'dueDate', LOAN_MESSAGES.dueDate],
    [{ lenderId: 999_999 }, 'lenderId', LOAN_MESSAGES.lenderUnknown],
    [{ status: 'Funded' }, 'status', LOAN_MESSAGES.startStatus],
    [{ status: 'Withdrawn' }, 'status', LOAN_MESSAGES.startStatus],
    [{ borrowerName: '<b>x</b>' }, 'borrowerName', 'HTML is not allowed in this field'],
  ])('refuses %o', async (overrides, field, message) => {
    const { status, body } = await create(fresh.token, overrides);
    expect(status).toBe(400);
    expect(body.data.errors[field]).toBe(message);
  });
});

describe('status moves', () => {
  it('funds only an Approved loan at the Closing stage, dated today unless told, and never deletes it', async () => {
    const { body } = await create(fresh.token);
    const id = body.data.id;
    const early = await api.call('PUT', `/api/Loans/${id}`, {
      token: fresh.token,
      body: loanBody(lenders.provident!, { status: 'Funded', stage: 'Closing' }),
    });
    expect(early.status).toBe(400);
    expect(early.body.responseMsg).toBe('A loan cannot move from Pending to Funded');

    const approved = await approve(api, fresh.token, id, loanBody(lenders.provident!));
    const atUnderwriting = await api.call('PUT', `/api/Loans/${id}`, {
      token: fresh.token,
      body: { ...approved, status: 'Funded', stage: 'Underwriting' },
    });
    expect(atUnderwriting.body.data.errors).toEqual({ stage: LOAN_MESSAGES.fundedStage });
    const future = await api.call('PUT', `/api/Loans/${id}`, {
      token: fresh.token,
      body: { ...approved, status: 'Funded', fundedDate: '2999-01-01' },
    });
    expect(future.body.data.errors).toEqual({ fundedDate: LOAN_MESSAGES.fundedDateFuture });

    const funded = await api.call('PUT', `/api/Loans/${id}`, { token: fresh.token, body: { ...approved, status: 'Funded' } });
    expect(funded.status).toBe(200);
    expect(funded.body.data).toMatchObject({ status: 'Funded', fundedDate: new Date().toISOString().slice(0, 10) });

    const removal = await api.call('DELETE', `/api/Loans/${id}`, { token: fresh.token });
    expect(removal.status).toBe(409);
    expect(removal.body.responseMsg).toBe(LOAN_MESSAGES.fundedDelete);

    const unfunded = await api.call('PUT', `/api/Loans/${id}`, { token: fresh.token, body: { ...approved, status: 'Approved' } });
    expect(unfunded.body.data).toMatchObject({ status: 'Approved', fundedDate: null });
  });

  it('lets nothing leave Withdrawn', async () => {
    const { body } = await create(fresh.token);
    const id = body.data.id;
    expect(
      (await api.call('PUT', `/api/Loans/${id}`, { token: fresh.token, body: loanBody(lenders.provident!, { status: 'Withdrawn' }) }))
        .status,
    ).toBe(200);
    for (const status of ['Pending', 'In Process', 'Submitted', 'Approved']) {
      const { status: code, body: answer } = await api.call('PUT', `/api/Loans/${id}`, {
        token: fresh.token,
        body: loanBody(lenders.provident!, { status }),
      });
      expect(code).toBe(400);
      expect(answer.data.errors).toEqual({ status: 'A withdrawn loan cannot change status' });
    }
  });
});

describe('who sees what', () => {
  it("keeps an officer's loans from other officers", async () => {
    const { body } = await create(fresh.token);
    const id = body.data.id;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await api.call(method, `/api/Loans/${id}`, {
        token: officer.token,
        body: method === 'PUT' ? loanBody(lenders.provident!) : undefined,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.responseMsg).toBe('Loan not found');
    }
    const list = await api.call('GET', '/api/Loans?limit=100', { token: officer.token });
    expect(list.body.data.items.every((loan: { ownerId: number }) => loan.ownerId === officer.userId)).toBe(true);
    expect((await api.call('GET', `/api/Loans/GetLoansByIds?ids=${id}`, { token: officer.token })).body.data).toEqual([]);
  });

  it('shows an Admin every loan and filters by officer', async () => {
    const { body } = await create(fresh.token);
    const mine = await api.call('GET', `/api/Loans?ownerId=${fresh.userId}&limit=100`, { token: admin.token });
    expect(mine.body.data.items.map((loan: { id: number }) => loan.id)).toContain(body.data.id);
    expect(mine.body.data.items.every((loan: { ownerId: number }) => loan.ownerId === fresh.userId)).toBe(true);
    const all = await api.call('GET', '/api/Loans?limit=100', { token: admin.token });
    expect(new Set(all.body.data.items.map((loan: { ownerId: number }) => loan.ownerId)).size).toBeGreaterThan(1);
    const edited = await api.call('PUT', `/api/Loans/${body.data.id}`, {
      token: admin.token,
      body: loanBody(lenders.provident!, { notes: 'Checked by operations' }),
    });
    expect(edited.body.data.notes).toBe('Checked by operations');
  });

  it('shows an account executive, read-only, the loans submitted to their own lender', async () => {
    const pending = (await api.call('POST', '/api/Loans', { token: fresh.token, body: loanBody(lenders.mega_capital!) })).body.data;
    const submitted = (
      await api.call('POST', '/api/Loans', {
        token: fresh.token,
        body: loanBody(lenders.mega_capital!, { status: 'Submitted', stage: 'Underwriting' }),
      })
    ).body.data;
    const elsewhere = (
      await api.call('POST', '/api/Loans', {
        token: fresh.token,
        body: loanBody(lenders.rocket!, { status: 'Submitted', stage: 'Underwriting' }),
      })
    ).body.data;

    const list = await api.call('GET', '/api/Loans?limit=100', { token: lender.token });
    const ids = list.body.data.items.map((loan: { id: number }) => loan.id);
    expect(ids).toContain(submitted.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(
      list.body.data.items.every(
        (loan: { lender: string; status: string }) =>
          loan.lender === 'Mega Capital Funding' && ['Submitted', 'Approved', 'Funded'].includes(loan.status),
      ),
    ).toBe(true);

    expect((await api.call('GET', `/api/Loans/${submitted.id}`, { token: lender.token })).status).toBe(200);
    expect((await api.call('GET', `/api/Loans/${submitted.id}/History`, { token: lender.token })).status).toBe(200);
    expect((await api.call('GET', `/api/Loans/${pending.id}`, { token: lender.token })).status).toBe(404);
    const edit = await api.call('PUT', `/api/Loans/${submitted.id}`, {
      token: lender.token,
      body: loanBody(lenders.mega_capital!, { status: 'Approved', stage: 'Closing' }),
    });
    expect(edit.status).toBe(403);
    expect((await api.call('DELETE', `/api/Loans/${submitted.id}`, { token: lender.token })).status).toBe(403);
    expect((await api.call('POST', '/api/Loans', { token: lender.token, body: loanBody(lenders.mega_capital!) })).status).toBe(403);
    expect((await api.call('GET', `/api/Loans/${submitted.id}`, { token: fresh.token })).body.data.status).toBe('Submitted');
  });

  it('asks for a token', async () => {
    expect((await api.call('GET', '/api/Loans')).status).toBe(401);
  });
});

describe('paging, search and status filter', () => {
  it('pages newest first with a keyset cursor and counts every match', async () => {
    const owner = await newOfficer(api, admin.token);
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const { body } = await create(owner.token, {
        borrowerName: `Borrower ${index}`,
        status: index % 3 === 0 ? 'Submitted' : 'Pending',
        stage: 'Underwriting',
      });
      ids.push(body.data.id);
    }
    const first = await api.call('GET', '/api/Loans', { token: owner.token });
    expect(first.body.data.totalCount).toBe(12);
    expect(first.body.data.items.map((loan: { id: number }) => loan.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await api.call('GET', `/api/Loans?beforeId=${ids[2]}`, { token: owner.token });
    expect(second.body.data.items.map((loan: { id: number }) => loan.id)).toEqual([ids[1], ids[0]]);

    const submitted = await api.call('GET', '/api/Loans?status=Submitted', { token: owner.token });
    expect(submitted.body.data.totalCount).toBe(4);
    const search = await api.call('GET', `/api/Loans?search=${encodeURIComponent('borrower 1')}`, { token: owner.token });
    expect(search.body.data.items.map((loan: { borrowerName: string }) => loan.borrowerName).sort()).toEqual([
      'Borrower 1',
      'Borrower 10',
      'Borrower 11',
    ]);
    const byId = await api.call('GET', `/api/Loans?search=%23${ids[4]}`, { token: owner.token });
    expect(byId.body.data.items.map((loan: { id: number }) => loan.id)).toContain(ids[4]);
  });

  it.each([
    ['status=Closed', 'status must be one of Pending, In Process, Submitted, Approved, Funded, Withdrawn'],
    ['limit=0', 'limit must be between 1 and 100'],
    ['beforeId=abc', 'beforeId must be a positive whole number'],
    ['ownerId=-1', 'ownerId must be a positive whole number'],
  ])('refuses ?%s', async (query, message) => {
    const { status, body } = await api.call('GET', `/api/Loans?${query}`, { token: officer.token });
    expect(status).toBe(400);
    expect(body.responseMsg).toBe(message);
  });
});

describe('dashboard stats', () => {
  it("counts the viewer's loans by status and stage, the volume in process and the loans due this week", async () => {
    const owner = await newOfficer(api, admin.token);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await create(owner.token, { loanAmount: 100_000, dueDate: inDays(2) });
    await create(owner.token, { loanAmount: 200_000, status: 'Submitted', stage: 'Underwriting', dueDate: inDays(20) });
    const withdrawn = (await create(owner.token, { loanAmount: 50_000, dueDate: inDays(1) })).body.data;
    await api.call('PUT', `/api/Loans/${withdrawn.id}`, {
      token: owner.token,
      body: loanBody(lenders.provident!, { loanAmount: 50_000, dueDate: inDays(1), status: 'Withdrawn' }),
    });

    const { body } = await api.call('GET', '/api/Loans/Stats', { token: owner.token });
    expect(body.data).toMatchObject({ totalLoans: 3, volumeInProcess: 300_000, dueThisWeek: 1 });
    expect(body.data.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'Pending', count: 1, volume: 100_000 },
        { status: 'Submitted', count: 1, volume: 200_000 },
        { status: 'Withdrawn', count: 1, volume: 50_000 },
      ]),
    );
    expect(body.data.byStage).toEqual(
      expect.arrayContaining([
        { stage: 'Initial Review', count: 2 },
        { stage: 'Underwriting', count: 1 },
      ]),
    );
  });
});
