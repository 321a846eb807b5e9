// Spec §5 "Registration". Written with zod/mini (the same rules, a fraction of zod's code): this schema is
// on the registration screen's first load, which must stay small.
import { fitsBcrypt, isCommonPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from '@lendhub/domain/passwords';
import * as z from 'zod/mini';
import { isUrlLike } from '../../shared/forms/isUrlLike';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const link = (name: string) => z.string().check(z.trim(), z.refine(isUrlLike, `Please enter a valid ${name} URL`));

/** Spec §5 "Registration": each field's own rules. */
const registrationFields = z.object({
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  company: required('Company is required'),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'Email is required', abort: true })),
    z.email('Please enter a valid email address'),
  ),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'phoneNumber number is required', abort: true }),
      z.regex(/^\+?[\d\s-]{10,}$/, 'Please enter a valid phoneNumber number'),
    ),
  password: z.string().check(
    z.minLength(1, { error: 'Password is required', abort: true }),
    z.minLength(8, 'Password must be at least 8 characters'),
    z.refine(fitsBcrypt, PASSWORD_TOO_LONG),
    z.refine((password) => !isCommonPassword(password), PASSWORD_TOO_COMMON),
  ),
  confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  department: required('Department is required'),
  linkedInProfile: link('LinkedIn'),
  facebookProfile: link('Facebook'),
  twitterProfile: link('Twitter'),
  instagramProfile: link('Instagram'),
  youTubeChannel: link('YouTube'),
  personalWebsite: z.string().check(z.trim(), z.refine(isUrlLike, 'Please enter a valid website URL')),
  statesLicensed: z.array(z.string()).check(z.minLength(1, 'State must be selected')),
  languages: z.array(z.string()).check(z.minLength(1, 'Language must be selected')),
});

/**
 * 'Passwords do not match' on Confirm whenever the two differ. Not an object refinement: zod skips
 * those while any field has failed (an empty Email, say), so it is a second schema over the same
 * values, whose issues are reported together with the fields' own.
 */
const passwordsMatch = z.object({ password: z.unknown(), confirmPassword: z.unknown() }).check(
  z.refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  }),
);

/** Spec §5 "Registration". */
export const registrationSchema = z.intersection(registrationFields, passwordsMatch);

export type RegistrationValues = z.infer<typeof registrationSchema>;

export const REGISTRATION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const IMAGE_TYPE_MESSAGE = 'file must be an image (jpg, png, gif, webp)';

/** First and last name from the invitation's full name (the last word is the last name). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}
