import { z } from 'zod';
// In a module of its own so that zod/mini schemas (registration) use it without pulling in full zod.
import { isUrlLike } from './isUrlLike';
import { NO_SOCIAL_LINKS } from './userOptions';
import { socialLinkRules } from './socialLinkRules';

export { isUrlLike };

/**
 * Spec §5 "Admin user form". The password is asked only when creating; editing leaves it out
 * (an empty password on edit keeps the old one).
 */
export function userFormSchema(mode: 'create' | 'edit') {
  return z.object({
    fullName: z.string().trim().min(1, { error: 'Please input full name!', abort: true }).min(3, 'Full name must be at least 3 characters'),
    email: z.string().trim().min(1, { error: 'Please input email!', abort: true }).pipe(z.email('Please enter a valid email!')),
    phoneNumber: z.string().trim().min(1, 'Please input phone number!'),
    roleId: z.string().min(1, 'Please select role!'),
    password:
      mode === 'create'
        ? z.string().min(1, { error: 'Please input password!', abort: true }).min(8, 'Password must be at least 8 characters!')
        : z.string(),
    department: z.string().trim(),
    company: z.string().trim(),
    // The Company Directory's fields (as on the Profile form).
    jobTitle: z.string().trim().max(100, 'Must be at most 100 characters'),
    location: z.string().trim().max(100, 'Must be at most 100 characters'),
    /** A user's global id, or '' for no one. */
    managerId: z.string(),
    languages: z.array(z.string()),
    statesLicensed: z.array(z.string()),
    twoFactorAuthentication: z.boolean(),
    ...socialLinkRules('Please enter a valid URL!'),
  });
}

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;

export const EMPTY_USER_FORM: UserFormValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  roleId: '',
  password: '',
  department: '',
  company: '',
  jobTitle: '',
  location: '',
  managerId: '',
  languages: [],
  statesLicensed: [],
  twoFactorAuthentication: false,
  ...NO_SOCIAL_LINKS,
};

/** Spec §5: Send Invite validates only full name, email and role. */
export const sendInviteSchema = userFormSchema('create').pick({ fullName: true, email: true, roleId: true });
export type SendInviteValues = z.infer<typeof sendInviteSchema>;
