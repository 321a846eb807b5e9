import { describe, expect, it } from 'vitest';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';
import { ROLE_IDS, uniqueEmail } from '../harness/testData.ts';

const stack = useStack();

const DIRECTORY = `query ($search: String, $department: String) {
  companyDirectory(search: $search, department: $department) {
    departments
    people { totalCount edges { node { id internalId fullName jobTitle location email phoneNumber linkedInProfile manager { fullName jobTitle } } } }
  }
}`;

type Person = {
  id: string;
  internalId: number;
  fullName: string;
  jobTitle: string | null;
  location: string | null;
  email: string | null;
  phoneNumber: string | null;
  manager: { fullName: string } | null;
};

async function people(session: string, variables: Record<string, unknown> = {}) {
  const result = await stack.gql<{ companyDirectory: { departments: string[]; people: { edges: Array<{ node: Person }> } } }>(
    DIRECTORY,
    variables,
    session,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.companyDirectory;
}

describe('company directory', () => {
  it('lists real profiles with job title, location and "Reports to", in one upstream call whatever the size', async () => {
    stack.upstream.reset();
    const directory = await people(stack.officer);
    const oliver = directory.people.edges.map((edge) => edge.node).find((person) => person.fullName === 'Oliver Ortega')!;
    expect(oliver).toMatchObject({ jobTitle: 'Senior Loan Officer', location: 'San Diego, CA', manager: { fullName: 'Maya Patel' } });
    expect(directory.departments).toContain('Wholesale Sales');
    // GetDirectory once: the managers are among the people it primed, so 'Reports to' costs nothing more.
    expect(stack.upstream.requests.map((request) => request.url.split('?')[0])).toEqual(['/api/User/GetDirectory']);
  });

  it('shows contact fields only to the person and Admins', async () => {
    const asOfficer = (await people(stack.officer)).people.edges.map((edge) => edge.node);
    expect(asOfficer.find((person) => person.fullName === 'Oliver Ortega')!.email).toBe('officer@lendhub.demo');
    expect(asOfficer.find((person) => person.fullName === 'Lena Whitfield')).toMatchObject({ email: null, phoneNumber: null });
    const asAdmin = (await people(stack.admin)).people.edges.map((edge) => edge.node);
    expect(asAdmin.find((person) => person.fullName === 'Lena Whitfield')!.email).toBe('lender@lendhub.demo');
    expect(codesOf(await stack.gql(DIRECTORY, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('searches and filters by department on the server', async () => {
    const found = await people(stack.lender, { search: 'Branch Manager' });
    expect(found.people.edges.map((edge) => edge.node.fullName)).toEqual(['Maya Patel']);
    const wholesale = await people(stack.lender, { department: 'Wholesale Sales' });
    expect(wholesale.people.edges.length).toBeGreaterThan(1);
  });

  it('the viewer sets their own job title, location and manager through updateProfile', async () => {
    const maya = (await people(stack.officer, { search: 'Maya' })).people.edges[0]!.node;
    const saved = await stack.gql<{ updateProfile: any }>(
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message user { jobTitle location manager { id } } } }`,
      { input: { jobTitle: 'Team Lead', location: 'Denver, CO', managerId: maya.id } },
      stack.officer,
    );
    expect(saved.data!.updateProfile).toEqual({
      message: 'Profile updated successfully',
      user: { jobTitle: 'Team Lead', location: 'Denver, CO', manager: { id: maya.id } },
    });
    const cleared = await stack.gql<{ updateProfile: any }>(
      `mutation { updateProfile(input: { managerId: null }) { user { manager { id } } } }`,
      {},
      stack.officer,
    );
    expect(cleared.data!.updateProfile.user.manager).toBeNull();
  });

  it("an Admin sets anyone's job title, location and 'Reports to' through createUser and updateUser (the Admin's user form)", async () => {
    const maya = (await people(stack.admin, { search: 'Maya' })).people.edges[0]!.node;
    const oliver = (await people(stack.admin, { search: 'Oliver' })).people.edges[0]!.node;
    const created = await stack.gql<{ createUser: { user: { id: string; jobTitle: string; location: string; manager: { id: string } } } }>(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id jobTitle location manager { id } } } }`,
      {
        input: {
          fullName: 'Dana Director',
          email: uniqueEmail('directory'),
          phoneNumber: '5550104321',
          roleId: ROLE_IDS.LOAN_OFFICER,
          password: 'password-123',
          jobTitle: 'Loan Officer',
          location: 'Austin, TX',
          managerId: maya.id,
        },
      },
      stack.admin,
    );
    expect(created.errors).toBeUndefined();
    const { id, ...fields } = created.data!.createUser.user;
    expect(fields).toEqual({ jobTitle: 'Loan Officer', location: 'Austin, TX', manager: { id: maya.id } });

    const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { message user { jobTitle location manager { id } } } }`;
    const moved = await stack.gql<{ updateUser: any }>(
      UPDATE,
      { input: { userId: id, jobTitle: 'Senior Loan Officer', location: 'Denver, CO', managerId: oliver.id } },
      stack.admin,
    );
    expect(moved.data!.updateUser.user).toEqual({ jobTitle: 'Senior Loan Officer', location: 'Denver, CO', manager: { id: oliver.id } });
    const cleared = await stack.gql<{ updateUser: any }>(UPDATE, { input: { userId: id, managerId: null } }, stack.admin);
    expect(cleared.data!.updateUser.user.manager).toBeNull();
    // The directory shows what the Admin saved.
    const listed = (await people(stack.officer, { search: 'Dana Director' })).people.edges[0]!.node;
    expect(listed).toMatchObject({ jobTitle: 'Senior Loan Officer', location: 'Denver, CO', manager: null });
    // Only an Admin edits someone else's directory fields.
    expect(codesOf(await stack.gql(UPDATE, { input: { userId: id, jobTitle: 'Boss' } }, stack.officer))).toEqual(['FORBIDDEN']);
  });
});
