import { z } from 'zod';
import { idQueryParam } from '../http/ids.ts';
import { PROFILE_LANGUAGES } from '../users/constants.ts';
import { newPasswordField } from '@lendhub/domain/rest/passwords';
import { choiceListField, emailField, linkField, roleIdField, statesField } from '../users/fields.ts';

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
