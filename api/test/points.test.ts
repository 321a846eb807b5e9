import { describe, expect, it } from 'vitest';
import { formOf, uniqueEmail, useTestApi } from './helpers/test-api.ts';

const { api, admin, officer, lender } = useTestApi();

const manage = (body: unknown, token = admin.token) => api.call('POST', '/api/PointsManagement/MANAGE_USER_POINTS', { token, body });

/** A fresh user with no points, and their token. */
async function freshUser() {
  const email = uniqueEmail('points');
  const created = await api.form(
    'POST',
    '/api/User/CreateUser',
    formOf({ FullName: 'Pat Points', EmailAddress: email, PhoneNumber: '5125550100', Role: 1, Password: 'Harbor-Lights-42' }),
    admin.token,
  );
  return { userId: created.body.data.userId as number, token: await api.login(email, 'Harbor-Lights-42') };
}

async function balance(token: string): Promise<number> {
  const { body } = await api.call('GET', '/api/PointsManagement/USERS_POINTS_OVERVIEW_BY_USERID', { token });
  return body.data.points;
}

async function history(userId: number) {
  const { body } = await api.call('GET', `/api/PointsManagement/GETALL_POINTSHISTORY/${userId}`, { token: admin.token });
  return body.data as Array<{
    id: number;
    points: number;
    action: string;
    reason: string;
    date: string;
    authorName: string;
    balanceAfter: number;
  }>;
}

describe('MANAGE_USER_POINTS', () => {
  it('adds and subtracts with a reason and an author; balance is the sum of the ledger', async () => {
    const user = await freshUser();
    const added = await manage({ userId: user.userId, pointsAmount: 120, buttonAction: 'ADD', reason: 'Closed 3 loans' });
    expect(added.status).toBe(200);
    expect(added.body.responseMsg).toBe('Points added successfully');
    expect(added.body.data).toMatchObject({
      userId: user.userId,
      points: 120,
      user: 'Pat Points',
      entry: { points: 120, action: 'ADD', reason: 'Closed 3 loans', authorName: 'Avery Admin', balanceAfter: 120 },
    });

    const subtracted = await manage({
      userId: String(user.userId),
      pointsAmount: '50',
      buttonAction: 'SUBTRACT',
      reason: 'Redeemed: Free Appraisal',
    });
    expect(subtracted.body.responseMsg).toBe('Points subtracted successfully');
    expect(subtracted.body.data.points).toBe(70);

    expect(await balance(user.token)).toBe(70);
    const rows = await history(user.userId);
    expect(rows.map((row) => [row.action, row.points, row.reason, row.balanceAfter])).toEqual([
      ['SUBTRACT', 50, 'Redeemed: Free Appraisal', 70],
      ['ADD', 120, 'Closed 3 loans', 120],
    ]);
  });

  it('notifies the user of points received', async () => {
    const user = await freshUser();
    await manage({ userId: user.userId, pointsAmount: 15, buttonAction: 'ADD', reason: 'Ultimate Loan Submission' });
    const { body } = await api.call('GET', '/api/Notifications', { token: user.token });
    expect(body.data[0]).toMatchObject({ kind: 'points_received', title: 'You received 15 points', isRead: false });
  });

  it('refuses a subtraction below zero and changes nothing', async () => {
    const user = await freshUser();
    await manage({ userId: user.userId, pointsAmount: 30, buttonAction: 'ADD', reason: 'Survey' });
    const before = await history(user.userId);
    const { status, body } = await manage({ userId: user.userId, pointsAmount: 31, buttonAction: 'SUBTRACT', reason: 'Too much' });
    expect(status).toBe(400);
    expect(body.responseMsg).toBe('Insufficient points: balance is 30');
    expect(await balance(user.token)).toBe(30);
    expect(await history(user.userId)).toEqual(before);
    const notifications = await api.call('GET', '/api/Notifications', { token: user.token });
    expect(notifications.body.data).toHaveLength(1);
  });

  it('keeps the exact balance under 20 concurrent changes', async () => {
    const user = await freshUser();
    await manage({ userId: user.userId, pointsAmount: 100, buttonAction: 'ADD', reason: 'Starting balance' });
    // 10 × ADD 7 and 10 × SUBTRACT 9 at once: 100 + 70 − 90 = 80, and no order of them goes below zero.
    const changes = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? { userId: user.userId, pointsAmount: 7, buttonAction: 'ADD', reason: `Bonus ${index}` }
        : { userId: user.userId, pointsAmount: 9, buttonAction: 'SUBTRACT', reason: `Redemption ${index}` },
    );
    const results = await Promise.all(changes.map((change) => manage(change)));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(await balance(user.token)).toBe(80);
    const rows = await history(user.userId);
    expect(rows).toHaveLength(21);
    // Each running balance follows from the previous one: no change was lost or applied twice.
    const oldestFirst = [...rows].reverse();
    let running = 0;
    for (const row of oldestFirst) {
      running += row.action === 'ADD' ? row.points : -row.points;
      expect(row.balanceAfter).toBe(running);
    }
  });

  it('never lets concurrent subtractions overdraw', async () => {
    const user = await freshUser();
    await manage({ userId: user.userId, pointsAmount: 50, buttonAction: 'ADD', reason: 'Starting balance' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        manage({ userId: user.userId, pointsAmount: 10, buttonAction: 'SUBTRACT', reason: `Spend ${i}` }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    expect(
      results.filter((result) => result.status === 400).every((result) => result.body.responseMsg === 'Insufficient points: balance is 0'),
    ).toBe(true);
    expect(await balance(user.token)).toBe(0);
  });

  it.each([
    [{ pointsAmount: 10, buttonAction: 'ADD', reason: 'x' }, 'userId'],
    [{ userId: 1, buttonAction: 'ADD', reason: 'x' }, 'pointsAmount'],
    [{ userId: 1, pointsAmount: '', buttonAction: 'ADD', reason: 'x' }, 'pointsAmount'],
    [{ userId: 1, pointsAmount: 10, reason: 'x' }, 'buttonAction'],
    [{ userId: 1, pointsAmount: 10, buttonAction: 'ADD' }, 'reason'],
    [{ userId: 1, pointsAmount: 10, buttonAction: 'ADD', reason: '   ' }, 'reason'],
  ])('answers "Please fill in all fields" for %j', async (body, field) => {
    const { status, body: answer } = await manage(body);
    expect(status).toBe(400);
    expect(answer.responseMsg).toBe('Please fill in all fields');
    expect(answer.data.errors[field]).toBe('Please fill in all fields');
  });

  it.each([
    [{ pointsAmount: 0 }, 'Points must be greater than 0'],
    [{ pointsAmount: -5 }, 'Points must be greater than 0'],
    [{ pointsAmount: 2.5 }, 'Points must be a whole number'],
    [{ pointsAmount: 'ten' }, 'Please fill in all fields'],
    [{ pointsAmount: 1_000_001 }, 'Points must be at most 1,000,000'],
    [{ buttonAction: 'MULTIPLY' }, 'Action must be ADD or SUBTRACT'],
  ])('refuses %j', async (override, message) => {
    const { status, body } = await manage({ userId: officer.userId, pointsAmount: 10, buttonAction: 'ADD', reason: 'Test', ...override });
    expect(status).toBe(400);
    expect(body.responseMsg).toBe(message);
  });

  it('answers 404 for an unknown user', async () => {
    const { status, body } = await manage({ userId: 999999, pointsAmount: 10, buttonAction: 'ADD', reason: 'Ghost' });
    expect(status).toBe(404);
    expect(body.responseMsg).toBe('User not found');
  });

  it('is refused to non-admins and writes nothing', async () => {
    const officerId = officer.userId;
    const before = await balance(officer.token);
    for (const { token } of [officer, lender]) {
      expect((await manage({ userId: officerId, pointsAmount: 1000, buttonAction: 'ADD', reason: 'Self-service' }, token)).status).toBe(
        403,
      );
    }
    expect(await balance(officer.token)).toBe(before);
  });
});

describe('overview and history', () => {
  it('the overview lists every user with points, email and last activity (Admin only), searchable', async () => {
    const { status, body } = await api.call('GET', '/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW', { token: admin.token });
    expect(status).toBe(200);
    const officerRow = body.data.find((row: { email: string }) => row.email === 'officer@lendhub.demo');
    expect(officerRow).toMatchObject({ userId: officer.userId, user: 'Oliver Ortega', points: 1065, lastActivity: expect.any(String) });
    const search = await api.call('GET', '/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW?search=whitfield', { token: admin.token });
    expect(search.body.data.map((row: { email: string }) => row.email)).toEqual(['lender@lendhub.demo']);
    for (const { token } of [officer, lender])
      expect((await api.call('GET', '/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW', { token })).status).toBe(403);
  });

  it('history: an Admin sees anyone, a user only themselves', async () => {
    const officerId = officer.userId;
    const own = await api.call('GET', `/api/PointsManagement/GETALL_POINTSHISTORY/${officerId}`, { token: officer.token });
    expect(own.status).toBe(200);
    expect(own.body.data[0]).toMatchObject({
      action: expect.stringMatching(/^(ADD|SUBTRACT)$/),
      points: expect.any(Number),
      reason: expect.any(String),
      date: expect.any(String),
    });
    expect((await api.call('GET', `/api/PointsManagement/GETALL_POINTSHISTORY/${officerId}`, { token: lender.token })).status).toBe(403);
    expect((await api.call('GET', '/api/PointsManagement/GETALL_POINTSHISTORY/999999', { token: admin.token })).status).toBe(404);
  });

  it("USERS_POINTS_OVERVIEW_BY_USERID gives the caller's own userId and points", async () => {
    const { status, body } = await api.call('GET', '/api/PointsManagement/USERS_POINTS_OVERVIEW_BY_USERID', { token: lender.token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ userId: lender.userId, points: 60 });
  });
});

describe('REDEEM_POINTS', () => {
  const redeem = (body: unknown, token: string) => api.call('POST', '/api/PointsManagement/REDEEM_POINTS', { token, body });

  /** A fresh user of `role` (1 Loan Officer, 2 Account Executive) holding `points`. */
  async function userWith(points: number, role = 1) {
    const email = uniqueEmail('redeem');
    const created = await api.form(
      'POST',
      '/api/User/CreateUser',
      formOf({ FullName: 'Robin Redeemer', EmailAddress: email, PhoneNumber: '5125550101', Role: role, Password: 'Harbor-Lights-42' }),
      admin.token,
    );
    const userId = created.body.data.userId as number;
    if (points > 0) await manage({ userId, pointsAmount: points, buttonAction: 'ADD', reason: 'Starting balance' });
    return { userId, token: await api.login(email, 'Harbor-Lights-42') };
  }

  it("takes the reward's cost from the caller's own balance through the ledger, with the reason 'Redeemed: {reward}'", async () => {
    const user = await userWith(120);
    const { status, body } = await redeem({ reward: 'FREE_APPRAISAL' }, user.token);
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('Free Appraisal redeemed for 50 points');
    expect(body.data).toMatchObject({
      userId: user.userId,
      points: 70,
      entry: { action: 'SUBTRACT', points: 50, reason: 'Redeemed: Free Appraisal', authorName: 'Robin Redeemer', balanceAfter: 70 },
    });
    expect(await balance(user.token)).toBe(70);
    expect((await history(user.userId))[0]).toMatchObject({
      action: 'SUBTRACT',
      points: 50,
      reason: 'Redeemed: Free Appraisal',
      balanceAfter: 70,
    });
  });

  it('is open to every signed-in role, each spending only their own points', async () => {
    const executive = await userWith(100, 2);
    const rateBoost = await redeem({ reward: 'RATE_BOOST' }, executive.token);
    expect(rateBoost.status).toBe(200);
    expect(rateBoost.body.data.points).toBe(0);

    // A user id in the body changes nothing: the caller's balance is the one spent.
    const other = await userWith(80);
    const payer = await userWith(80);
    const { body } = await redeem({ reward: 'CREDIT_REDEMPTION_LOA', userId: other.userId }, payer.token);
    expect(body.data.userId).toBe(payer.userId);
    expect(await balance(payer.token)).toBe(5);
    expect(await balance(other.token)).toBe(80);
  });

  it('refuses a short balance with a clear message and writes nothing', async () => {
    const user = await userWith(60);
    const before = await history(user.userId);
    const notificationsBefore = (await api.call('GET', '/api/Notifications', { token: user.token })).body.data.length;
    const { status, body } = await redeem({ reward: 'CREDIT_REDEMPTION_LOA' }, user.token);
    expect(status).toBe(400);
    expect(body.responseMsg).toBe('Not enough points: Credit Redemption LOA costs 75 points and your balance is 60');
    expect(body.data.errors.reward).toBe(body.responseMsg);
    expect(await balance(user.token)).toBe(60);
    expect(await history(user.userId)).toEqual(before);
    expect((await api.call('GET', '/api/Notifications', { token: user.token })).body.data).toHaveLength(notificationsBefore);
  });

  it.each([[{}], [{ reward: '' }], [{ reward: 'FREE_LUNCH' }], [{ reward: 50 }]])('asks for a known reward: %j', async (body) => {
    const { status, body: answer } = await redeem(body, officer.token);
    expect(status).toBe(400);
    expect(answer.responseMsg).toBe('Please choose a reward');
  });

  it('needs a signed-in caller', async () => {
    const { status } = await api.call('POST', '/api/PointsManagement/REDEEM_POINTS', { body: { reward: 'FREE_APPRAISAL' } });
    expect(status).toBe(401);
  });

  it('applies concurrent redemptions exactly and never below zero', async () => {
    const user = await userWith(275);
    // Eight Free Appraisals (50 each) at once against 275 points: exactly five fit.
    const results = await Promise.all(Array.from({ length: 8 }, () => redeem({ reward: 'FREE_APPRAISAL' }, user.token)));
    const accepted = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 400);
    expect(accepted).toHaveLength(5);
    expect(refused.map((result) => result.body.responseMsg)).toEqual(
      Array(3).fill('Not enough points: Free Appraisal costs 50 points and your balance is 25'),
    );
    expect(accepted.map((result) => result.body.data.points).sort((a: number, b: number) => b - a)).toEqual([225, 175, 125, 75, 25]);
    expect(await balance(user.token)).toBe(25);
    const rows = await history(user.userId);
    expect(rows.filter((row) => row.reason === 'Redeemed: Free Appraisal')).toHaveLength(5);
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true);
  });
});
