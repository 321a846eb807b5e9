import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

/** The Company Directory from real profiles, and the profile's job title, location and manager. */
const { api, admin, officer, lender } = useTestApi();

type Person = {
  userId: number;
  fullName: string;
  emailAddress: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  location: string | null;
  managerId: number | null;
  department: string | null;
};
type Directory = { people: Person[]; departments: string[] };

const directory = async (token: string, query = '') =>
  (await api.call<Directory>('GET', `/api/User/GetDirectory${query}`, { token })).body.data;

describe('company directory', () => {
  it('lists everyone with their job title, location and manager, and the departments to filter by', async () => {
    const { people, departments } = await directory(officer.token);
    expect(people.length).toBeGreaterThanOrEqual(8);
    const oliver = people.find((person) => person.userId === officer.userId)!;
    const maya = people.find((person) => person.fullName === 'Maya Patel')!;
    expect(oliver).toMatchObject({ jobTitle: 'Senior Loan Officer', location: 'San Diego, CA', managerId: maya.userId });
    expect(departments).toEqual([...departments].sort());
    expect(departments).toContain('Retail Lending');
  });

  it('keeps contact details to the person and Admins', async () => {
    const seen = await directory(officer.token);
    const self = seen.people.find((person) => person.userId === officer.userId)!;
    const other = seen.people.find((person) => person.userId === lender.userId)!;
    expect(self.emailAddress).toBe('officer@lendhub.demo');
    expect(other).toMatchObject({ emailAddress: '', phoneNumber: null });
    const asAdmin = (await directory(admin.token)).people.find((person) => person.userId === lender.userId)!;
    expect(asAdmin.emailAddress).toBe('lender@lendhub.demo');
    expect(asAdmin.phoneNumber).toBeTruthy();
    expect((await api.call('GET', '/api/User/GetDirectory')).status).toBe(401);
  });

  it('searches name, department, job title and location (every word) and filters by department', async () => {
    expect((await directory(officer.token, '?search=seattle')).people.map((p) => p.fullName)).toEqual(['Maya Patel']);
    expect((await directory(officer.token, '?search=account%20irvine')).people.map((p) => p.fullName)).toEqual(['Lena Whitfield']);
    const wholesale = (await directory(officer.token, '?department=wholesale%20sales')).people;
    expect(wholesale.length).toBeGreaterThan(1);
    expect(wholesale.every((p) => p.department === 'Wholesale Sales')).toBe(true);
    expect((await directory(officer.token, '?search=%25')).people).toEqual([]);
  });

  it("a user edits their own job title, location and manager; an Admin anyone's; no one else's", async () => {
    const mine = await api.call('PUT', '/api/User/UpdateUser', {
      token: officer.token,
      body: { userId: officer.userId, jobTitle: 'Producing Branch Manager', location: 'Austin, TX', managerId: admin.userId },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ jobTitle: 'Producing Branch Manager', location: 'Austin, TX', managerId: admin.userId });
    const byAdmin = await api.call('PUT', '/api/User/UpdateUser', {
      token: admin.token,
      body: { userId: lender.userId, jobTitle: 'Senior Account Executive', managerId: '' },
    });
    expect(byAdmin.body.data).toMatchObject({ jobTitle: 'Senior Account Executive', managerId: null });
    expect(
      (await api.call('PUT', '/api/User/UpdateUser', { token: officer.token, body: { userId: lender.userId, jobTitle: 'Intern' } })).status,
    ).toBe(403);
  });

  it('refuses a manager who does not exist, the user themselves, or someone who reports to the user', async () => {
    const cases: Array<[number, unknown, string]> = [
      [officer.userId, officer.userId, 'A person cannot report to themselves'],
      [officer.userId, 999_999, 'Please select a valid manager'],
      [officer.userId, 'boss', 'Please select a valid manager'],
    ];
    for (const [userId, managerId, message] of cases) {
      const refused = await api.call('PUT', '/api/User/UpdateUser', { token: admin.token, body: { userId, managerId } });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors.managerId).toBe(message);
    }
    // The officer reports to the admin (above); the admin may not then report to the officer.
    await api.call('PUT', '/api/User/UpdateUser', { token: admin.token, body: { userId: officer.userId, managerId: admin.userId } });
    const loop = await api.call('PUT', '/api/User/UpdateUser', {
      token: admin.token,
      body: { userId: admin.userId, managerId: officer.userId },
    });
    expect(loop.body.data.errors.managerId).toBe('That person already reports to this user');
    const adminNow = (await directory(admin.token)).people.find((p) => p.userId === admin.userId)!;
    expect(adminNow.managerId).toBeNull();
  });
});
