import { z } from 'zod';

/** Sign-in rules and messages of spec §5 "Sign-in". */
export const loginInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').min(6, 'Password must be at least 6 characters'),
  code: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || undefined),
});

/** An http(s) link or a bare domain such as linkedin.com/in/me (the API adds https://). */
function isLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const link = z
  .string()
  .nullish()
  .refine((value) => value === undefined || value === null || value.trim() === '' || isLink(value.trim()), 'Please enter a valid URL');

/**
 * Profile page rules of spec §5 "Profile", checked before the update goes upstream (the API then
 * applies the admin-form rules to the same fields). Fields left out keep their value.
 */
export const updateProfileInputSchema = z.object({
  fullName: z.string().trim().min(1, 'Please input full name!').optional(),
  email: z
    .string()
    .trim()
    .min(1, 'Please input email!')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email!')
    .optional(),
  statesLicensed: z.array(z.string()).min(1, 'Please select at least one state').optional(),
  languages: z.array(z.string()).min(1, 'Please select at least one language').optional(),
  linkedInProfile: link,
  facebookProfile: link,
  twitterProfile: link,
  instagramProfile: link,
  youTubeChannel: link,
  personalWebsite: link,
});
