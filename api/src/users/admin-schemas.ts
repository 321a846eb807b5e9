import { z } from 'zod';
import { ADMIN_LANGUAGES, PASSWORD_MAX } from './constants.ts';
import { newPasswordField } from '@lendhub/domain/rest/passwords';
import { booleanField, choiceListField, clearableText, emailField, linkField, phoneField, roleIdField, statesField } from './fields.ts';

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
