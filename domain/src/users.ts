// Option lists of the user forms (spec §2 Registration, §5 "Profile", "Admin user form"): the API
// validates against them and the web offers them, so there is one copy.

/** Two-letter codes offered for "States Licensed" (spec §2 Registration, §9): 50 states, DC and five territories. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'PR', 'VI', 'GU', 'MP', 'AS',
] as const;

/** Languages of the registration and profile forms (spec §2, §5). */
export const PROFILE_LANGUAGES = ['English', 'Spanish', 'Portuguese'] as const;

/** The admin user form offers these too (spec §5 "Admin user form"). */
export const ADMIN_LANGUAGES = [...PROFILE_LANGUAGES, 'French', 'German', 'Italian', 'Chinese', 'Japanese', 'Arabic', 'Hindi'] as const;
