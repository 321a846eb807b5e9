import { fitsBcrypt, isCommonPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from '@lendhub/domain/passwords';
import { z } from 'zod';
import { isUrlLike } from '../users/userFormSchema';

const link = (name: string) => z.string().trim().refine(isUrlLike, `Please enter a valid ${name} URL`);

/** Spec §5 "Registration": each field's own rules. */
const registrationFields = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  company: z.string().trim().min(1, 'Company is required'),
  email: z.string().trim().min(1, { error: 'Email is required', abort: true }).pipe(z.email('Please enter a valid email address')),
  phoneNumber: z
    .string()
    .trim()
    .min(1, { error: 'phoneNumber number is required', abort: true })
    .regex(/^\+?[\d\s-]{10,}$/, 'Please enter a valid phoneNumber number'),
  password: z
    .string()
    .min(1, { error: 'Password is required', abort: true })
    .min(8, 'Password must be at least 8 characters')
    .refine(fitsBcrypt, PASSWORD_TOO_LONG)
    .refine((password) => !isCommonPassword(password), PASSWORD_TOO_COMMON),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
  department: z.string().trim().min(1, 'Department is required'),
  linkedInProfile: link('LinkedIn'),
  facebookProfile: link('Facebook'),
  twitterProfile: link('Twitter'),
  instagramProfile: link('Instagram'),
  youTubeChannel: link('YouTube'),
  personalWebsite: z.string().trim().refine(isUrlLike, 'Please enter a valid website URL'),
  statesLicensed: z.array(z.string()).min(1, 'State must be selected'),
  languages: z.array(z.string()).min(1, 'Language must be selected'),
});

/**
 * 'Passwords do not match' on Confirm whenever the two differ. Not an object refinement: zod skips
 * those while any field has failed (an empty Email, say), so it is a second schema over the same
 * values, whose issues are reported together with the fields' own.
 */
const passwordsMatch = z
  .object({ password: z.unknown(), confirmPassword: z.unknown() })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, { path: ['confirmPassword'], error: 'Passwords do not match' });

/** Spec §5 "Registration". */
export const registrationSchema = registrationFields.and(passwordsMatch);

export type RegistrationValues = z.infer<typeof registrationSchema>;

export const REGISTRATION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const IMAGE_TYPE_MESSAGE = 'file must be an image (jpg, png, gif, webp)';

/** First and last name from the invitation's full name (the last word is the last name). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}
