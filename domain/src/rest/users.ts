import { z } from 'zod';
import { ADMIN_LANGUAGES } from '../users.ts';
import { newPasswordField, PASSWORD_MAX } from './passwords.ts';
import { idsQuery } from './ids.ts';
import { restRoute } from './route.ts';
import { booleanField, choiceListField, clearableText, emailField, linkField, phoneField, roleIdField, statesField } from './userFields.ts';

/** Rules and messages of spec §5 "Admin user form". */
const fullName = z
  .string({ error: 'Please input full name!' })
  .trim()
  .min(1, 'Please input full name!')
  .min(3, 'Full name must be at least 3 characters')
  .max(100, 'Full name must be at most 100 characters');
const emailAddress = emailField('Please input email!', 'Please enter a valid email!');
const phoneNumber = phoneField('Please input phone number!', 'Please enter a valid phone number!');
const role = roleIdField('Please select role!');
const password = newPasswordField('Please input password!', 'Password must be at least 8 characters!');
const URL_MESSAGE = 'Please enter a valid URL!';

/** The profile fields every user record has besides name, email, phone and role. */
const profileFields = {
  department: clearableText(100),
  company: clearableText(100),
  languages: choiceListField(ADMIN_LANGUAGES, 'Please select a valid language').optional(),
  statesLicensed: statesField('Please select valid states').optional(),
  twoFactorAuthentication: booleanField('Two-factor authentication must be true or false').optional(),
  linkedInProfile: linkField(URL_MESSAGE),
  facebookProfile: linkField(URL_MESSAGE),
  twitterProfile: linkField(URL_MESSAGE),
  instagramProfile: linkField(URL_MESSAGE),
  youTubeChannel: linkField(URL_MESSAGE),
  personalWebsite: linkField(URL_MESSAGE),
  jobTitle: clearableText(100),
  location: clearableText(100),
  /** 'Reports to': a user id; blank or null clears it. */
  managerId: z.preprocess(
    (value) => (value === '' || value === null ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'Please select a valid manager' })
      .int('Please select a valid manager')
      .positive('Please select a valid manager')
      .max(2_147_483_647, 'Please select a valid manager')
      .nullable()
      .optional(),
  ),
};

/** POST /api/User/CreateUser (multipart or JSON). */
export const createUserBody = z.object({ fullName, emailAddress, phoneNumber, role, password, ...profileFields });
export type CreateUserInput = z.output<typeof createUserBody>;

/**
 * PUT /api/User/UpdateUser: a partial update. A field left out stays as it is; a required field
 * sent blank gets its "required" message; an optional field sent blank is cleared.
 */
export const updateUserBody = z.object({
  userId: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: 'User ID is missing' }).int('User ID is missing').positive('User ID is missing'),
  ),
  fullName: fullName.optional(),
  emailAddress: emailAddress.optional(),
  phoneNumber: phoneNumber.optional(),
  role: role.optional(),
  /** Admins may set a new password for someone here; everyone else uses UpdatePassword. */
  password: z.preprocess((value) => (value === '' ? undefined : value), password.optional()),
  ...profileFields,
});
export type UpdateUserInput = z.output<typeof updateUserBody>;

/** PUT /api/User/UpdatePassword/{id} (spec §5 "Password change"). */
export const updatePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Please input your current password!' })
      .min(1, 'Please input your current password!')
      .max(PASSWORD_MAX, 'Current password is incorrect'),
    newPassword: newPasswordField('Please input your new password!', 'Password must be at least 8 characters'),
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    message: 'Passwords do not match!',
    path: ['confirmPassword'],
  });

/** GET /api/User/GetAllUser query. */
export const listUsersQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  sortBy: z.enum(['id', 'name_asc', 'name_desc'], { error: 'sortBy must be id, name_asc or name_desc' }).default('id'),
  accountStatus: z.enum(['active', 'pending', 'deactivated'], { error: 'accountStatus must be active, pending or deactivated' }).optional(),
});

/** POST /User/SendInviteAsync: "Send Invite validates only full name, email and role" (spec §5). */
export const sendInviteBody = z.object({ fullName, emailAddress, role });

/** The Company Directory's filter (spec §2). */
export const directoryQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  department: z.string().trim().max(100, 'department must be at most 100 characters').optional(),
});

export const ACCOUNT_STATUSES = ['active', 'pending', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The user of architecture.md "User shape" (never includes the password hash). */
export interface UserDto {
  userId: number;
  fullName: string;
  emailAddress: string;
  phoneNumber: string | null;
  role: number;
  roleName: string;
  department: string | null;
  company: string | null;
  languages: string | null;
  statesLicensed: string | null;
  twoFactorAuthentication: boolean;
  /** 'active', 'pending' (registered without an invitation, waits for an Admin) or 'deactivated'. */
  accountStatus: AccountStatus;
  linkedInProfile: string | null;
  facebookProfile: string | null;
  twitterProfile: string | null;
  instagramProfile: string | null;
  youTubeChannel: string | null;
  personalWebsite: string | null;
  avatarUrl: string | null;
  /** Directory fields: what the person does, where, and whom they report to (a user id). */
  jobTitle: string | null;
  location: string | null;
  managerId: number | null;
}

/**
 * A full user as another caller sees it: contact details (e-mail, phone) and two-factor status are null unless the
 * caller is the user or an Admin (the API's `profileSeenBy`).
 */
export type UserSeenDto = Omit<UserDto, 'emailAddress' | 'phoneNumber' | 'twoFactorAuthentication'> & {
  emailAddress: string | null;
  phoneNumber: string | null;
  twoFactorAuthentication: boolean | null;
};

/** What anyone signed in may see of another user (GetUsersByIds); the e-mail only for themself or an Admin. */
export type PublicProfileDto = Pick<UserDto, 'userId' | 'fullName' | 'role' | 'roleName' | 'company' | 'department' | 'avatarUrl'> & {
  emailAddress: string | null;
};

/** GET /api/User/GetDirectory: the people matching the filter (contact fields redacted) and every department. */
export interface DirectoryDto {
  people: UserSeenDto[];
  departments: string[];
}

/** What a sign-in answers (spec §7 "Authentication"). */
export interface LoginResultDto {
  token: string;
  /** Role display name, e.g. 'Account Executive (Lender)'. */
  role: string;
  emailAddress: string;
  userId: number;
  fullName: string;
}

/** POST /api/User/TwoFactor/Setup. */
export interface TwoFactorSetupDto {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

const USER_NOT_FOUND = 'User not found';

/**
 * Users (spec §7 "Users"): profiles, the directory and user administration. Admin-only routes are checked by the API;
 * UpdateUser and UpdatePassword check the caller against the target. CreateUser and UpdateUser are multipart (`File`).
 */
export const userRoutes = {
  current: restRoute<UserDto>()({ method: 'GET', path: '/api/User/GetUser', messages: { notFound: USER_NOT_FOUND } }),
  byIds: restRoute<PublicProfileDto[]>()({ method: 'GET', path: '/api/User/GetUsersByIds', query: idsQuery }),
  directory: restRoute<DirectoryDto>()({ method: 'GET', path: '/api/User/GetDirectory', query: directoryQuery }),
  list: restRoute<UserDto[]>()({ method: 'GET', path: '/api/User/GetAllUser', query: listUsersQuery }),
  profilesByIds: restRoute<UserSeenDto[]>()({ method: 'GET', path: '/api/User/GetUserProfilesByIds', query: idsQuery }),
  create: restRoute<UserDto>()({
    method: 'POST',
    path: '/api/User/CreateUser',
    body: createUserBody,
    uploads: ['File'],
    messages: { ok: 'User created successfully' },
  }),
  update: restRoute<UserDto>()({
    method: 'PUT',
    path: '/api/User/UpdateUser',
    body: updateUserBody,
    uploads: ['File'],
    /** One's own record is one's profile (spec §8); an Admin editing another user gets the second. */
    messages: { ownProfile: 'Profile updated successfully', ok: 'User updated successfully', notFound: USER_NOT_FOUND },
  }),
  updatePassword: restRoute<{ userId: number; token: string }>()({
    method: 'PUT',
    path: '/api/User/UpdatePassword/:id',
    body: updatePasswordBody,
    messages: { ok: 'Password updated successfully', notFound: USER_NOT_FOUND },
  }),
  /** The spec shows this call without the /api prefix; the API serves both. */
  delete: restRoute<{ userId: number }>()({
    method: 'DELETE',
    path: '/User/:id',
    messages: { ok: 'User deleted successfully', notFound: USER_NOT_FOUND },
  }),
};
