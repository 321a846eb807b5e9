import { ROLE_IDS } from '../auth/roles.ts';

/** Password of every seeded account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'LendHub#2025';

export interface SeedUser {
  key: string;
  fullName: string;
  email: string;
  roleId: number;
  phoneNumber: string;
  company: string;
  department: string;
  languages: string;
  statesLicensed: string;
  linkedInProfile?: string;
  personalWebsite?: string;
}

/** The three demo accounts first (spec issue §5), then sample colleagues who like and comment. */
export const SEED_USERS: SeedUser[] = [
  {
    key: 'admin',
    fullName: 'Avery Admin',
    email: 'admin@lendhub.demo',
    roleId: ROLE_IDS.admin,
    phoneNumber: '+1 (415) 555-0100',
    company: 'LendHub',
    department: 'Operations',
    languages: 'English',
    statesLicensed: 'CA,TX,FL',
  },
  {
    key: 'officer',
    fullName: 'Oliver Ortega',
    email: 'officer@lendhub.demo',
    roleId: ROLE_IDS.loanOfficer,
    phoneNumber: '+1 (512) 555-0101',
    company: 'Summit Home Loans',
    department: 'Retail Lending',
    languages: 'English,Spanish',
    statesLicensed: 'TX,CO,AZ',
    linkedInProfile: 'https://www.linkedin.com/in/oliver-ortega-demo',
  },
  {
    key: 'lender',
    fullName: 'Lena Whitfield',
    email: 'lender@lendhub.demo',
    roleId: ROLE_IDS.accountExecutive,
    phoneNumber: '+1 (305) 555-0102',
    company: 'Mega Capital Funding',
    department: 'Wholesale Sales',
    languages: 'English,Portuguese',
    statesLicensed: 'FL,GA,NC,SC',
  },
  {
    key: 'maya',
    fullName: 'Maya Patel',
    email: 'maya.patel@lendhub.demo',
    roleId: ROLE_IDS.loanOfficer,
    phoneNumber: '+1 (212) 555-0103',
    company: 'Harbor Point Mortgage',
    department: 'Retail Lending',
    languages: 'English',
    statesLicensed: 'NY,NJ,CT',
  },
  {
    key: 'jordan',
    fullName: 'Jordan Reyes',
    email: 'jordan.reyes@lendhub.demo',
    roleId: ROLE_IDS.loanOfficer,
    phoneNumber: '+1 (602) 555-0104',
    company: 'Desert Sky Lending',
    department: 'Non-QM Desk',
    languages: 'English,Spanish',
    statesLicensed: 'AZ,NV,NM',
  },
  {
    key: 'priya',
    fullName: 'Priya Shah',
    email: 'priya.shah@lendhub.demo',
    roleId: ROLE_IDS.accountExecutive,
    phoneNumber: '+1 (714) 555-0105',
    company: 'Provident Funding',
    department: 'Wholesale Sales',
    languages: 'English',
    statesLicensed: 'CA,OR,WA',
  },
  {
    key: 'marcus',
    fullName: 'Marcus Lee',
    email: 'marcus.lee@lendhub.demo',
    roleId: ROLE_IDS.loanOfficer,
    phoneNumber: '+1 (404) 555-0106',
    company: 'Peachtree Mortgage Group',
    department: 'Retail Lending',
    languages: 'English',
    statesLicensed: 'GA,AL,TN',
  },
  {
    key: 'elena',
    fullName: 'Elena Garcia',
    email: 'elena.garcia@lendhub.demo',
    roleId: ROLE_IDS.accountExecutive,
    phoneNumber: '+1 (720) 555-0107',
    company: 'REMN Wholesale',
    department: 'Wholesale Sales',
    languages: 'English,Spanish',
    statesLicensed: 'CO,UT,ID',
  },
];
