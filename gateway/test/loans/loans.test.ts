import { EMPTY_LOAN_FORM_ERRORS } from '@lendhub/domain/testing/loans';
import { beforeEach, describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const LOAN_FIELDS =
  'id internalId borrowerName loanType loanAmount status stage lenderName lender { slug } dueDate fundedDate owner { fullName } viewerCanEdit allowedStatuses';
const CREATE = `mutation ($input: CreateLoanInput!) { createLoan(input: $input) { message loanEdge { cursor node { ${LOAN_FIELDS} } } } }`;
const UPDATE = `mutation ($input: UpdateLoanInput!) { updateLoan(input: $input) { message loan { ${LOAN_FIELDS} history { actorName fromStatus toStatus fromStage toStage createdAt } } } }`;
const LIST = `query ($first: Int, $after: String, $status: LoanStatus, $search: String) { loans(first: $first, after: $after, status: $status, search: $search) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id borrowerName status lenderName } } } }`;

let lenderIds: Record<string, string> = {};

/** The directory's lender ids (read inside the tests: the stack starts in the fixture's hook). */
beforeEach(async () => {
  if (lenderIds.mega_capital) return;
  const result = await stack.gql<{ mega: { id: string } }>(`{ mega: lender(idOrSlug: "mega_capital") { id } }`, {}, stack.officer);
  lenderIds = { mega_capital: result.data!.mega.id };
});

const input = (overrides: Record<string, unknown> = {}) => ({
  borrowerName: 'Gina Gateway',
  loanType: 'NON_QM',
  loanAmount: 510_000,
  status: 'SUBMITTED',
  stage: 'UNDERWRITING',
  lenderId: lenderIds.mega_capital,
  dueDate: '2031-04-02',
  propertyAddress: '9 Gate Way, Austin, TX 78701',
  notes: null,
  ...overrides,
});

describe('loans', () => {
  it('adds a loan with the enums mapped and the directory lender linked, and edits it through the allowed moves', async () => {
    const created = await stack.gql<{ createLoan: any }>(CREATE, { input: input() }, stack.officer);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createLoan.message).toBe('Loan added successfully');
    const loan = created.data!.createLoan.loanEdge.node;
    expect(loan).toMatchObject({
      borrowerName: 'Gina Gateway',
      loanType: 'NON_QM',
      status: 'SUBMITTED',
      stage: 'UNDERWRITING',
      lenderName: 'Mega Capital Funding',
      lender: { slug: 'mega_capital' },
      owner: { fullName: 'Oliver Ortega' },
      viewerCanEdit: true,
      allowedStatuses: ['SUBMITTED', 'IN_PROCESS', 'APPROVED', 'WITHDRAWN'],
    });

    const refused = await stack.gql(
      UPDATE,
      { input: { ...input({ status: 'FUNDED', stage: 'CLOSING' }), loanId: loan.id } },
      stack.officer,
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(refused)).toEqual({ status: 'A loan cannot move from Submitted to Funded' });

    const approved = await stack.gql<{ updateLoan: any }>(
      UPDATE,
      { input: { ...input({ status: 'APPROVED', stage: 'CLOSING' }), loanId: loan.id } },
      stack.officer,
    );
    expect(
      approved.data!.updateLoan.loan.history.map((line: any) => [line.fromStatus, line.toStatus, line.fromStage, line.toStage]),
    ).toEqual([
      [null, 'SUBMITTED', null, 'UNDERWRITING'],
      ['SUBMITTED', 'APPROVED', 'UNDERWRITING', 'CLOSING'],
    ]);
    const funded = await stack.gql<{ updateLoan: any }>(
      UPDATE,
      { input: { ...input({ status: 'FUNDED', stage: 'CLOSING' }), loanId: loan.id } },
      stack.officer,
    );
    expect(funded.data!.updateLoan.loan).toMatchObject({
      status: 'FUNDED',
      fundedDate: new Date().toISOString().slice(0, 10),
      allowedStatuses: ['FUNDED', 'APPROVED'],
    });
    expect(funded.data!.updateLoan.loan.history).toHaveLength(3);

    // The account executive of Mega Capital reads it, cannot edit it.
    const seen = await stack.gql<{ loan: any }>(
      `query ($n: Int!) { loan(number: $n) { borrowerName viewerCanEdit allowedStatuses } }`,
      { n: loan.internalId },
      stack.lender,
    );
    expect(seen.data!.loan).toEqual({ borrowerName: 'Gina Gateway', viewerCanEdit: false, allowedStatuses: ['FUNDED'] });
    const edit = await stack.gql(UPDATE, { input: { ...input(), loanId: loan.id } }, stack.lender);
    expect(codesOf(edit)).toEqual(['FORBIDDEN']);
  });

  it('answers the spec messages for an empty form', async () => {
    const result = await stack.gql(CREATE, { input: {} }, stack.officer);
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(result)).toEqual(EMPTY_LOAN_FORM_ERRORS);
  });

  it('pages 10 at a time with cursors, filters by status and search, at one upstream call a page', async () => {
    stack.upstream.reset();
    const first = await stack.gql<{ loans: any }>(LIST, {}, stack.officer);
    expect(first.errors).toBeUndefined();
    expect(first.data!.loans.edges).toHaveLength(10);
    expect(first.data!.loans.pageInfo.hasNextPage).toBe(true);
    expect(stack.upstream.requests.map((request) => request.url.split('?')[0])).toEqual(['/api/Loans']);

    const second = await stack.gql<{ loans: any }>(LIST, { after: first.data!.loans.pageInfo.endCursor }, stack.officer);
    const firstIds = first.data!.loans.edges.map((edge: any) => edge.node.id);
    expect(second.data!.loans.edges.some((edge: any) => firstIds.includes(edge.node.id))).toBe(false);
    expect(second.data!.loans.totalCount).toBe(first.data!.loans.totalCount);

    const pending = await stack.gql<{ loans: any }>(LIST, { status: 'PENDING' }, stack.officer);
    expect(pending.data!.loans.edges.every((edge: any) => edge.node.status === 'PENDING')).toBe(true);
    const search = await stack.gql<{ loans: any }>(LIST, { search: 'Emily Johnson' }, stack.officer);
    expect(search.data!.loans.edges.map((edge: any) => edge.node.borrowerName)).toEqual(['Emily Johnson']);
  });

  it('deletes a loan and gives its global id back', async () => {
    const created = await stack.gql<{ createLoan: any }>(
      CREATE,
      { input: input({ status: 'PENDING', stage: 'INITIAL_REVIEW' }) },
      stack.officer,
    );
    const id = created.data!.createLoan.loanEdge.node.id;
    const deleted = await stack.gql<{ deleteLoan: any }>(
      `mutation ($input: DeleteLoanInput!) { deleteLoan(input: $input) { deletedLoanId message } }`,
      { input: { loanId: id } },
      stack.officer,
    );
    expect(deleted.data!.deleteLoan).toEqual({ deletedLoanId: id, message: 'Loan deleted successfully' });
    expect((await stack.gql<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id }, stack.officer)).data!.node).toBeNull();
  });
});

describe('role directives', () => {
  it('keeps adding loans, the stats and the officer list from the roles that may not', async () => {
    expect(codesOf(await stack.gql(CREATE, { input: input() }, stack.lender))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(`{ loanStats { totalLoans } }`, {}, stack.lender))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(`{ loanOfficers { fullName } }`, {}, stack.officer))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(`{ loans { totalCount } }`, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('gives an Admin the officers to filter by, and every loan of the one chosen', async () => {
    const officers = await stack.gql<{ loanOfficers: Array<{ id: string; fullName: string }> }>(
      `{ loanOfficers { id fullName } }`,
      {},
      stack.admin,
    );
    const names = officers.data!.loanOfficers.map((user) => user.fullName);
    expect(names).toEqual(expect.arrayContaining(['Oliver Ortega', 'Maya Patel', 'Jordan Reyes', 'Marcus Lee']));
    expect(names).not.toContain('Avery Admin');
    const oliver = officers.data!.loanOfficers.find((user) => user.fullName === 'Oliver Ortega')!;
    const loans = await stack.gql<{ loans: any }>(
      `query ($owner: ID) { loans(first: 50, ownerId: $owner) { edges { node { owner { fullName } } } } }`,
      { owner: oliver.id },
      stack.admin,
    );
    expect(new Set(loans.data!.loans.edges.map((edge: any) => edge.node.owner.fullName))).toEqual(new Set(['Oliver Ortega']));
  });

  it("computes the dashboard's stats with every status and stage listed", async () => {
    const result = await stack.gql<{ loanStats: any }>(
      `{ loanStats { totalLoans volumeInProcess dueThisWeek byStatus { status count volume } byStage { stage count } } }`,
      {},
      stack.officer,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.loanStats.byStatus.map((row: any) => row.status)).toEqual([
      'PENDING',
      'IN_PROCESS',
      'SUBMITTED',
      'APPROVED',
      'FUNDED',
      'WITHDRAWN',
    ]);
    expect(result.data!.loanStats.byStage.map((row: any) => row.stage)).toEqual([
      'INITIAL_REVIEW',
      'PROCESSING',
      'UNDERWRITING',
      'CLOSING',
    ]);
    const sum = result.data!.loanStats.byStatus.reduce((total: number, row: any) => total + row.count, 0);
    expect(sum).toBe(result.data!.loanStats.totalLoans);
  });
});
