import { z } from 'zod';
import { socialLinkRules } from '../../shared/forms/socialLinkRules';

/** Spec §5 "Profile": name and e-mail required, social links URLs, at least one state and one language. */
export const profileSchema = z.object({
  fullName: z.string().trim().min(1, 'Please input your full name!'),
  email: z.string().trim().min(1, { error: 'Please input your email!', abort: true }).pipe(z.email('Please enter a valid email address')),
  phoneNumber: z.string().trim(),
  department: z.string().trim(),
  company: z.string().trim(),
  jobTitle: z.string().trim().max(100, 'Must be at most 100 characters'),
  location: z.string().trim().max(100, 'Must be at most 100 characters'),
  /** 'Reports to': a User id, '' for no one. */
  managerId: z.string(),
  statesLicensed: z.array(z.string()).min(1, 'Please select at least one state'),
  languages: z.array(z.string()).min(1, 'Please select at least one language'),
  ...socialLinkRules('Please enter a valid URL'),
});

export type ProfileValues = z.infer<typeof profileSchema>;

/** Spec §5 "Password change". */
export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please input your current password!'),
    newPassword: z
      .string()
      .min(1, { error: 'Please input your new password!', abort: true })
      .min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your new password!'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { message: 'Passwords do not match!', path: ['confirmPassword'] });

export type PasswordValues = z.infer<typeof passwordSchema>;
