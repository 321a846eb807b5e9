/**
 * Vendor form rules of spec §5 "Vendor add/edit": the messages verbatim (the range checks beyond
 * "required" are ours) and the limits they name. The API's schema, the web form and the web's CSV
 * import read them from here.
 */
export const VENDOR_LIMITS = {
  foundedYearMin: 1800,
  creditScoreMin: 300,
  creditScoreMax: 850,
  /** A rate is above 0 and at most this (per cent). */
  rateMax: 30,
  ratingMin: 0.5,
  ratingMax: 5,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

export const VENDOR_MESSAGES = {
  vendorName: 'Please enter vendor name',
  category: 'Please select a category',
  contactEmail: 'Please enter contact email',
  contactEmailFormat: 'Please enter a valid email',
  phoneNumber: 'Please enter phone number',
  phoneNumberFormat: 'Please enter a valid phone number',
  website: 'Please enter website',
  websiteFormat: 'Please enter a valid website',
  status: 'Please select a status',
  foundedYear: 'Please enter founded year',
  foundedYearRange: 'Founded year must be between 1800 and this year',
  licenseNumber: 'Please enter license number',
  description: 'Please enter description',
  loanTypes: 'Please select loan types',
  services: 'Please select services',
  minimumCreditScore: 'Please enter minimum credit score',
  minimumCreditScoreRange: 'Minimum credit score must be between 300 and 850',
  rating: 'Please select rating',
  ratingHalfStars: 'Rating must be between 0.5 and 5 in half stars',
  rate: 'Please enter rate',
  rateRange: 'Rate must be between 0 and 30',
  vendorIdMissing: 'Vendor ID is missing. Cannot update vendor.',
} as const;

/** Half stars from 0.5 to 5. */
export function isHalfStarRating(value: number): boolean {
  return value >= VENDOR_LIMITS.ratingMin && value <= VENDOR_LIMITS.ratingMax && Number.isInteger(value * 2);
}

/** Messages of the vendor ticket form (spec §5 "Vendor ticket": subject, category, priority, description required). */
export const VENDOR_TICKET_MESSAGES = {
  vendorId: 'No vendor selected for ticket creation.',
  subject: 'Please enter a subject',
  category: 'Please select a category',
  priority: 'Please select a priority',
  description: 'Please enter a description',
} as const;
