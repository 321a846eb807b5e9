/**
 * Lender form rules of spec §5 "Lender form", with its messages verbatim (those the spec does not
 * give are ours). The web form and the API validate with these; the API adds the JSON shape of the
 * multipart lists.
 */
export const LENDER_FORM_MESSAGES = {
  lenderId: 'Lender ID is missing. Cannot update lender.',
  companyTitle: 'Please input lender title!',
  firstName: 'Please input first name!',
  lastName: 'Please input last name!',
  nameMin: 'Minimum 2 characters',
  email: 'Please input email!',
  emailFormat: 'Please enter a valid email!',
  emailTaken: 'This email is already in use',
  phone: 'Please input phone number!',
  phoneFormat: 'Please enter a valid phone number!',
  password: 'Please input password!',
  passwordMin: 'Password must be at least 8 characters!',
  role: 'Please select role!',
  website: 'Website URL is required',
  websiteFormat: 'Must be a valid URL',
  rating: 'Rating must be a whole number from 1 to 5',
  shortDescriptionMin: 'Minimum 10 characters',
  profileImage: 'Please upload profile image',
  companyLogo: 'Please upload company logo',
  channelLinksJson: 'Channel links must be a JSON list of {Name, Link}',
  channelLinkName: 'Name is required',
  channelLinkUrl: 'URL is required',
  channelLinkUrlFormat: 'Must be a valid URL',
  programsJson: 'Programs must be a JSON list of {ProgramId, ProgramTypes}',
  programId: 'Program category must be 0, 1, 2 or 3',
  programEntry: 'Required',
} as const;

export const LENDER_LIMITS = {
  nameMin: 2,
  passwordMin: 8,
  shortDescriptionMin: 10,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** Optional leading + then 7 to 15 digits (spec §5). */
export const LENDER_PHONE_PATTERN = /^\+?\d{7,15}$/;

/** An absolute http(s) URL with a dotted host name. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Program categories of the lender form by ProgramId (spec §3/§9 content categories), with the
 * Lender's field that holds each; the spec shows no labels for the form, so these are the detail page's.
 */
export const LENDER_PROGRAM_CATEGORIES = [
  { programId: 0, field: 'qmPrograms', label: 'QM Programs' },
  { programId: 1, field: 'nonQmPrograms', label: 'Non-QM Programs' },
  { programId: 2, field: 'productOffer', label: 'Product Offer' },
  { programId: 3, field: 'uniquePropertyType', label: 'Unique Property Type' },
] as const;
