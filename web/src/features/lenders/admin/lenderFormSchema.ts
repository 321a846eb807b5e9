import { imageProblem } from '@lendhub/domain/images';
import {
  isHttpUrl,
  LENDER_FORM_MESSAGES as M,
  LENDER_LIMITS as L,
  LENDER_PHONE_PATTERN,
  LENDER_PROGRAM_CATEGORIES,
} from '@lendhub/domain/lenders';
import { z } from 'zod';

const personName = (required: string) => z.string().trim().min(1, { error: required, abort: true }).min(L.nameMin, M.nameMin);

/** A picture: required when creating (the message given), optional when editing (the current one stays). */
const image = (required: string | null) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      const problem = file ? imageProblem(file) : required;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

const rating = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= L.ratingMin && Number(value) <= L.ratingMax), M.rating);

/** One program of a category; an object so react-hook-form's field arrays can key it. */
const program = z.object({ value: z.string().trim().min(1, M.programEntry) });

/**
 * Spec §5 "Lender form" with the rules of @lendhub/domain/lenders (the API checks the same). The
 * password and both pictures are asked only when creating.
 */
export function lenderFormSchema(mode: 'create' | 'edit') {
  return z.object({
    profileImage: image(mode === 'create' ? M.profileImage : null),
    firstName: personName(M.firstName),
    lastName: personName(M.lastName),
    email: z.string().trim().min(1, { error: M.email, abort: true }).pipe(z.email(M.emailFormat)),
    phone: z.string().trim().min(1, { error: M.phone, abort: true }).regex(LENDER_PHONE_PATTERN, M.phoneFormat),
    password: mode === 'create' ? z.string().min(1, { error: M.password, abort: true }).min(L.passwordMin, M.passwordMin) : z.string(),
    roleId: z.string().min(1, M.role),
    companyLogo: image(mode === 'create' ? M.companyLogo : null),
    companyTitle: z.string().trim().min(1, M.companyTitle),
    website: z.string().trim().min(1, { error: M.website, abort: true }).refine(isHttpUrl, M.websiteFormat),
    rating,
    shortDescription: z
      .string()
      .trim()
      .refine((text) => text === '' || text.length >= L.shortDescriptionMin, M.shortDescriptionMin),
    overlays: z.string(),
    lenderNiche: z.string(),
    channelLinks: z.array(
      z.object({
        name: z.string().trim().min(1, M.channelLinkName),
        link: z.string().trim().min(1, { error: M.channelLinkUrl, abort: true }).refine(isHttpUrl, M.channelLinkUrlFormat),
      }),
    ),
    programs: z.object(
      Object.fromEntries(LENDER_PROGRAM_CATEGORIES.map(({ field }) => [field, z.array(program)])) as Record<
        ProgramField,
        z.ZodArray<typeof program>
      >,
    ),
  });
}

export type ProgramField = (typeof LENDER_PROGRAM_CATEGORIES)[number]['field'];
export type LenderFormValues = z.infer<ReturnType<typeof lenderFormSchema>>;

export const EMPTY_LENDER_FORM: LenderFormValues = {
  profileImage: null,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  roleId: '',
  companyLogo: null,
  companyTitle: '',
  website: '',
  rating: '',
  shortDescription: '',
  overlays: '',
  lenderNiche: '',
  channelLinks: [],
  programs: { qmPrograms: [], nonQmPrograms: [], productOffer: [], uniquePropertyType: [] },
};

/** Spec §3: the contact name is split on its first space into first and last name when editing. */
export function splitContactName(name: string | null | undefined): { firstName: string; lastName: string } {
  const trimmed = (name ?? '').trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The form's values as the mutation's input fields (pictures go separately, as uploads). */
export function lenderInputOf(values: LenderFormValues) {
  const rating = values.rating.trim();
  return {
    companyTitle: values.companyTitle.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    roleId: values.roleId,
    website: values.website.trim(),
    rating: rating ? Number(rating) : null,
    shortDescription: values.shortDescription.trim() || null,
    lenderNiche: values.lenderNiche || null,
    overlays: values.overlays || null,
    channelLinks: values.channelLinks.map(({ name, link }) => ({ name: name.trim(), link: link.trim() })),
    programs: LENDER_PROGRAM_CATEGORIES.map(({ programId, field }) => ({
      programId,
      programTypes: values.programs[field].map(({ value }) => value.trim()),
    })),
  };
}
