import { z } from 'zod';
import { PROFILE_LANGUAGES } from '../users.ts';
import { idQueryParam, idsQuery } from './ids.ts';
import { newPasswordField } from './passwords.ts';
import { restRoute } from './route.ts';
import { camelCaseKeys } from './fields.ts';
import { choiceListField, emailField, linkField, roleIdField, statesField } from './userFields.ts';
import { sendInviteBody, type UserDto } from './users.ts';

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A list that must have at least one item; not sent at all counts as empty. */
const atLeastOne = <T extends z.ZodType<string[]>>(field: T, message: string) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), field).refine((items) => items.length > 0, message);

/** Registration rules and messages of spec §5 "Registration": each field's own. */
const registrationFields = z.object({
  // Optional: without it the account waits for an Admin (POST /api/User/RegisterAsync, docs/product.md "Accounts").
  token: z.string().trim().optional(),
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  company: required('Company is required'),
  email: emailField('Email is required', 'Please enter a valid email address'),
  phoneNumber: z
    .string({ error: 'phoneNumber number is required' })
    .trim()
    .min(1, 'phoneNumber number is required')
    .max(30, 'Please enter a valid phoneNumber number')
    .regex(/^\+?[\d\s-]{10,}$/, 'Please enter a valid phoneNumber number'),
  password: newPasswordField('Password is required', 'Password must be at least 8 characters'),
  confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  role: roleIdField('Role is required'),
  department: required('Department is required'),
  linkedInProfile: linkField('Please enter a valid LinkedIn URL'),
  facebookProfile: linkField('Please enter a valid Facebook URL'),
  twitterProfile: linkField('Please enter a valid Twitter URL'),
  instagramProfile: linkField('Please enter a valid Instagram URL'),
  youTubeChannel: linkField('Please enter a valid YouTube URL'),
  personalWebsite: linkField('Please enter a valid website URL'),
  statesLicensed: atLeastOne(statesField('State must be selected'), 'State must be selected'),
  languages: atLeastOne(choiceListField(PROFILE_LANGUAGES, 'Language must be selected'), 'Language must be selected'),
});

/**
 * 'Passwords do not match' whenever the two differ: a second schema over the same body rather than an
 * object refinement, which zod skips while any field has failed.
 */
const passwordsMatch = z
  .object({ password: z.unknown(), confirmPassword: z.unknown() })
  .refine((body) => !body.confirmPassword || body.password === body.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Registration rules and messages of spec §5 "Registration". */
export const registrationBody = registrationFields.and(passwordsMatch);

export type RegistrationInput = z.output<typeof registrationBody>;

export const invitationTokenQuery = z.object({
  token: z.string({ error: 'Invitation token is required' }).trim().min(1, 'Invitation token is required'),
});

export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be from 1 to 100').max(100, 'limit must be from 1 to 100').default(50),
});

export const pendingInvitationsQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be from 1 to 100').max(100, 'limit must be from 1 to 100').default(20),
  beforeId: idQueryParam('beforeId must be a positive whole number'),
});

/** What the registration page may know about an invitation (GetUserDetailByToken). */
export interface InvitationDetailsDto {
  invitationId: number;
  fullName: string;
  emailAddress: string;
  /** Role id (spec §7: data.role). */
  role: number;
  roleName: string;
  expiresAt: string;
}

/** An invitation as an Admin sees it. */
export interface InvitationDto extends InvitationDetailsDto {
  status: 'Pending' | 'Accepted' | 'Expired';
  invitedBy: number | null;
  usedAt: string | null;
  userId: number | null;
  createdAt: string;
}

/** A sent (or resent) invitation: its link, and whether the e-mail went out. */
export interface SentInvitationDto extends InvitationDto {
  registrationLink: string;
  emailSent: boolean;
}

/** The account a registration created. */
export interface RegisteredDto {
  userId: number;
  fullName: string;
  emailAddress: string;
  role: number;
  roleName: string;
}

export interface OutboxMessageDto {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  link: string | null;
  invitationId: number | null;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

const NOT_FOUND = 'Invitation not found';
const USED = 'This invitation has already been used';
const NOT_PENDING = 'This account is not waiting for approval';

/**
 * Invitations (spec §7 SendInviteAsync, GetUserDetailByToken, CompleteRegistrationAsync): an Admin invites a name,
 * e-mail and role; the signed link opens the registration page pre-filled; completing it creates the account. The
 * multipart registration sends the avatar as `File`.
 */
export const invitationRoutes = {
  /** The spec shows this call without the /api prefix; the API serves both (`aliases`). */
  send: restRoute<SentInvitationDto>()({
    method: 'POST',
    path: '/User/SendInviteAsync',
    /** PascalCase as the spec shows it (`FullName`…) or camelCase; errors are keyed in camelCase. */
    body: z.preprocess(camelCaseKeys, sendInviteBody),
    messages: { ok: 'Invitation sent successfully' },
  }),
  pending: restRoute<InvitationDto[]>()({ method: 'GET', path: '/api/User/GetPendingInvitations', query: pendingInvitationsQuery }),
  resend: restRoute<SentInvitationDto>()({
    method: 'POST',
    path: '/api/User/ResendInvitation/:id',
    messages: { ok: 'Invitation resent successfully', notFound: NOT_FOUND, used: USED },
  }),
  revoke: restRoute<{ invitationId: number }>()({
    method: 'DELETE',
    path: '/api/User/RevokeInvitation/:id',
    messages: { ok: 'Invitation revoked successfully', notFound: NOT_FOUND, used: USED },
  }),
  details: restRoute<InvitationDetailsDto>()({ method: 'GET', path: '/api/User/GetUserDetailByToken', query: invitationTokenQuery }),
  completeRegistration: restRoute<RegisteredDto>()({
    method: 'POST',
    path: '/api/User/CompleteRegistrationAsync',
    body: registrationBody,
    uploads: ['File'],
    messages: { ok: 'Registration successful!' },
  }),
  byIds: restRoute<InvitationDto[]>()({ method: 'GET', path: '/api/User/GetInvitationsByIds', query: idsQuery }),
  outbox: restRoute<OutboxMessageDto[]>()({ method: 'GET', path: '/api/Outbox', query: outboxQuery }),
};

/**
 * Registration without an invitation (docs/product.md "Accounts"): the same form, one of the two open roles; the
 * account waits until an Admin approves or rejects it.
 */
export const registrationRoutes = {
  register: restRoute<{ userId: number; fullName: string; emailAddress: string; role: number; pending: true }>()({
    method: 'POST',
    path: '/api/User/RegisterAsync',
    body: registrationBody,
    uploads: ['File'],
    messages: {
      ok: 'Registration received. An Admin will review your account; you will get an e-mail once it is approved.',
      openRole: 'Please choose Loan Officer or Account Executive (Lender)',
    },
  }),
  approve: restRoute<UserDto>()({
    method: 'POST',
    path: '/api/User/ApproveRegistration/:id',
    messages: { ok: 'Registration approved: the applicant can sign in now', notFound: 'User not found', notPending: NOT_PENDING },
  }),
  reject: restRoute<{ userId: number }>()({
    method: 'POST',
    path: '/api/User/RejectRegistration/:id',
    messages: { ok: 'Registration rejected', notFound: 'User not found', notPending: NOT_PENDING },
  }),
};
