import { describe, expect, it } from 'vitest';
import { GIF_1X1 } from '@lendhub/api/testing/uploads';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { gqlUpload } from '../harness/upload.ts';
import { ROLE_IDS, uniqueEmail } from '../harness/testData.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const SEND_INVITE = `mutation ($input: SendInviteInput!) {
  sendInvite(input: $input) { message emailSent registrationLink invitation { id fullName email roleId roleName status expiresAt } }
}`;
const INVITATION = `query ($token: String!) { invitation(token: $token) { fullName email roleId roleInternalId roleName status } }`;
const COMPLETE = `mutation ($input: CompleteRegistrationInput!) { completeRegistration(input: $input) { email fullName message } }`;

function registration(token: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    firstName: 'Nia',
    lastName: 'Newhire',
    email,
    phoneNumber: '+1 305 555 0177',
    password: 'nia-password-1',
    confirmPassword: 'nia-password-1',
    company: 'Mega Capital Funding',
    roleId: ROLE_IDS.ACCOUNT_EXECUTIVE,
    department: 'Wholesale',
    statesLicensed: ['FL', 'VI'],
    languages: ['Portuguese'],
    avatar: null,
    ...overrides,
  };
}

describe('invitation journey through GraphQL', () => {
  it('sendInvite → invitation(token) pre-fills → completeRegistration with a photo → login; then the token is used up', async () => {
    const email = uniqueEmail('nia');
    const sent = await stack.gql<{ sendInvite: any }>(
      SEND_INVITE,
      { input: { fullName: 'Nia Newhire', email, roleId: ROLE_IDS.ACCOUNT_EXECUTIVE } },
      stack.admin,
    );
    expect(sent.errors).toBeUndefined();
    const { registrationLink, invitation, emailSent, message } = sent.data!.sendInvite;
    expect(emailSent).toBe(false);
    expect(message).toBe('Invitation created: e-mail is not configured, so share the registration link');
    expect(invitation).toMatchObject({
      fullName: 'Nia Newhire',
      email,
      roleId: ROLE_IDS.ACCOUNT_EXECUTIVE,
      roleName: 'Account Executive (Lender)',
      status: 'PENDING',
    });
    const token = new URL(registrationLink).searchParams.get('token')!;

    // Public: no bearer token needed.
    const details = await stack.gql<{ invitation: any }>(INVITATION, { token });
    expect(details.data!.invitation).toEqual({
      fullName: 'Nia Newhire',
      email,
      roleId: ROLE_IDS.ACCOUNT_EXECUTIVE,
      roleInternalId: 2,
      roleName: 'Account Executive (Lender)',
      status: 'PENDING',
    });

    const done = await gqlUpload<{ completeRegistration: any }>(stack, COMPLETE, { input: registration(token, email) }, [
      { path: 'variables.input.avatar', content: GIF_1X1, name: 'nia.gif' },
    ]);
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeRegistration).toEqual({ email, fullName: 'Nia Newhire', message: 'Registration successful!' });

    const login = await stack.gql<{ login: any }>(
      `mutation ($input: LoginInput!) { login(input: $input) { role user { fullName avatarUrl languages statesLicensed } } }`,
      { input: { email, password: 'nia-password-1' } },
    );
    expect(login.data!.login).toMatchObject({
      role: 'Account Executive (Lender)',
      user: {
        fullName: 'Nia Newhire',
        avatarUrl: expect.stringMatching(/\.gif$/),
        languages: ['Portuguese'],
        statesLicensed: ['FL', 'VI'],
      },
    });

    const reused = await stack.gql(INVITATION, { token });
    expect(codesOf(reused)).toEqual(['BAD_USER_INPUT']);
    expect(reused.errors![0]!.message).toBe('This invitation has already been used');
    const again = await stack.gql(COMPLETE, { input: registration(token, email) });
    expect(again.errors![0]!.message).toBe('This invitation has already been used');
  });

  it('completeRegistration answers the spec messages per field', async () => {
    const email = uniqueEmail('form');
    const sent = await stack.gql<{ sendInvite: any }>(
      SEND_INVITE,
      { input: { fullName: 'Form Person', email, roleId: ROLE_IDS.LOAN_OFFICER } },
      stack.admin,
    );
    const token = new URL(sent.data!.sendInvite.registrationLink).searchParams.get('token')!;
    for (const [override, field, message] of [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ phoneNumber: '123' }, 'phoneNumber', 'Please enter a valid phoneNumber number'],
      [{ confirmPassword: 'different-1' }, 'confirmPassword', 'Passwords do not match'],
      [{ statesLicensed: [] }, 'statesLicensed', 'State must be selected'],
      [{ languages: [] }, 'languages', 'Language must be selected'],
      [{ linkedInProfile: 'no' }, 'linkedInProfile', 'Please enter a valid LinkedIn URL'],
      [{ roleId: ROLE_IDS.ACCOUNT_EXECUTIVE }, 'roleId', 'Role must match the invitation'],
    ] as const) {
      const result = await stack.gql(COMPLETE, { input: registration(token, email, { roleId: ROLE_IDS.LOAN_OFFICER, ...override }) });
      expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(result)?.[field]).toBe(message);
    }
    const photo = await gqlUpload(stack, COMPLETE, { input: registration(token, email, { roleId: ROLE_IDS.LOAN_OFFICER }) }, [
      { path: 'variables.input.avatar', content: Buffer.from('%PDF-1.4'), name: 'cv.pdf' },
    ]);
    expect(fieldsOf(photo)).toEqual({ avatar: 'file must be an image (jpg, png, gif, webp)' });
  });

  it('sendInvite validates and is admin-only; a forged token is refused', async () => {
    const bad = await stack.gql(SEND_INVITE, { input: { fullName: 'Al', email: 'nope', roleId: ROLE_IDS.LOAN_OFFICER } }, stack.admin);
    expect(fieldsOf(bad)).toEqual({ fullName: 'Full name must be at least 3 characters', email: 'Please enter a valid email!' });
    for (const token of [stack.officer, stack.lender]) {
      expect(
        codesOf(await stack.gql(SEND_INVITE, { input: { fullName: 'Sneaky', email: uniqueEmail(), roleId: ROLE_IDS.ADMIN } }, token)),
      ).toEqual(['FORBIDDEN']);
    }
    const forged = await stack.gql(INVITATION, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(forged.errors![0]!.message).toBe('Invalid invitation token');
  });
});

describe('pending invitations through GraphQL', () => {
  const PENDING = `query { pendingInvitations(first: 99) { edges { cursor node { id fullName email status expiresAt } } pageInfo { hasNextPage } } }`;
  const RESEND = `mutation ($input: ResendInvitationInput!) { resendInvitation(input: $input) { message registrationLink emailSent invitation { id status expiresAt } } }`;
  const REVOKE = `mutation ($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { message revokedInvitationId } }`;

  async function pending(name: string) {
    const email = uniqueEmail(name);
    const sent = await stack.gql<{ sendInvite: any }>(
      `mutation ($input: SendInviteInput!) { sendInvite(input: $input) { registrationLink invitationEdge { cursor node { id email status } } } }`,
      { input: { fullName: `Pending ${name}`, email, roleId: ROLE_IDS.LOAN_OFFICER } },
      stack.admin,
    );
    expect(sent.errors).toBeUndefined();
    const { invitationEdge, registrationLink } = sent.data!.sendInvite;
    expect(invitationEdge.node).toMatchObject({ email, status: 'PENDING' });
    return { email, id: invitationEdge.node.id as string, token: new URL(registrationLink).searchParams.get('token')! };
  }

  it('lists a sent invitation; resend makes a new link and the old one fails; revoke removes it', async () => {
    const invitation = await pending('gql-resend');
    const list = await stack.gql<{ pendingInvitations: any }>(PENDING, {}, stack.admin);
    expect(list.errors).toBeUndefined();
    expect(list.data!.pendingInvitations.edges[0].node).toMatchObject({
      id: invitation.id,
      email: invitation.email,
      status: 'PENDING',
      expiresAt: expect.any(String),
    });

    const resent = await stack.gql<{ resendInvitation: any }>(RESEND, { input: { invitationId: invitation.id } }, stack.admin);
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.resendInvitation).toMatchObject({ emailSent: false, invitation: { id: invitation.id, status: 'PENDING' } });
    const newToken = new URL(resent.data!.resendInvitation.registrationLink).searchParams.get('token')!;
    expect(newToken).not.toBe(invitation.token);
    const old = await stack.gql(INVITATION, { token: invitation.token });
    expect(old.errors![0]!.message).toBe('Invalid invitation token');
    expect((await stack.gql(INVITATION, { token: newToken })).errors).toBeUndefined();

    const revoked = await stack.gql<{ revokeInvitation: any }>(REVOKE, { input: { invitationId: invitation.id } }, stack.admin);
    expect(revoked.data!.revokeInvitation).toEqual({ message: 'Invitation revoked successfully', revokedInvitationId: invitation.id });
    expect((await stack.gql(INVITATION, { token: newToken })).errors![0]!.message).toBe('Invalid invitation token');
    const after = await stack.gql<{ pendingInvitations: any }>(PENDING, {}, stack.admin);
    expect(after.data!.pendingInvitations.edges.map((edge: any) => edge.node.id)).not.toContain(invitation.id);

    const again = await stack.gql(REVOKE, { input: { invitationId: invitation.id } }, stack.admin);
    expect(codesOf(again)).toEqual(['NOT_FOUND']);
  });

  it('is for Admins only', async () => {
    const invitation = await pending('gql-guarded');
    expect(codesOf(await stack.gql(PENDING, {}, stack.officer))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(RESEND, { input: { invitationId: invitation.id } }, stack.lender))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(REVOKE, { input: { invitationId: invitation.id } }))).toEqual(['UNAUTHENTICATED']);
    expect((await stack.gql(INVITATION, { token: invitation.token })).errors).toBeUndefined();
  });
});
