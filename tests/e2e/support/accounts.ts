// The seeded demo accounts (README "Demo accounts").
export const DEMO_PASSWORD = 'LendHub#2025';

export const ACCOUNTS = {
  admin: { email: 'admin@lendhub.demo', role: 'Admin' },
  officer: { email: 'officer@lendhub.demo', role: 'Loan Officer' },
  lender: { email: 'lender@lendhub.demo', role: 'Account Executive (Lender)' },
} as const;

export type AccountKey = keyof typeof ACCOUNTS;
