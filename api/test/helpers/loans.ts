import { signIn, uniqueEmail, type Session, type TestApi } from './test-api.ts';

/** Lender ids of the seeded directory by slug. */
export async function lenderIds(api: TestApi, token: string): Promise<Record<string, number>> {
  const { body } = await api.call<Array<{ id: number; slug: string }>>('GET', '/api/Lender/GetAllLenders', { token });
  return Object.fromEntries(body.data.map((lender) => [lender.slug, lender.id]));
}

/** A new loan officer with an empty pipeline (so counts of a month start from zero). */
export async function newOfficer(api: TestApi, adminToken: string): Promise<Session & { email: string }> {
  const email = uniqueEmail('officer');
  const password = 'Closer#Loans-2031';
  const created = await api.call('POST', '/api/User/CreateUser', {
    token: adminToken,
    body: { fullName: 'Casey Closer', emailAddress: email, phoneNumber: '5550100123', role: 1, password },
  });
  if (created.status !== 200) throw new Error(`CreateUser: ${created.status} ${created.body.responseMsg}`);
  return { ...(await signIn(api, email, password)), email };
}

export const loanBody = (lenderId: number, overrides: Record<string, unknown> = {}) => ({
  borrowerName: 'Noah Patel',
  loanType: 'VA',
  loanAmount: 350_000,
  status: 'Pending',
  stage: 'Initial Review',
  lenderId,
  dueDate: '2031-01-15',
  propertyAddress: '1 Main St, Irvine, CA 92618',
  notes: 'First-time buyer',
  ...overrides,
});

/** Walks a loan to Approved at Closing (every move allowed) and returns its last body. */
export async function approve(api: TestApi, token: string, id: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const steps: Array<[string, string]> = [
    ['Submitted', 'Underwriting'],
    ['Approved', 'Closing'],
  ];
  let last = body;
  for (const [status, stage] of steps) {
    last = { ...body, status, stage };
    const { status: code, body: answer } = await api.call('PUT', `/api/Loans/${id}`, { token, body: last });
    if (code !== 200) throw new Error(`move to ${status}: ${code} ${answer.responseMsg}`);
  }
  return last;
}
