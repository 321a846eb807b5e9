import { describe, expect, it } from 'vitest';
import { matchesPattern, resolveRedirect } from './guards';
import { ROLES } from './roles';
import { tokenExpiringIn } from './testTokens';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const valid = tokenExpiringIn(3600, now);
const expired = tokenExpiringIn(-10, now);

const go = (pathname: string, token: string | null, role: string | null = null) => resolveRedirect({ pathname, token, role, now });

describe('/login', () => {
  it('is open to visitors without a token', () => {
    expect(go('/login', null)).toBeNull();
  });
  it('sends a token holder to /dashboard', () => {
    expect(go('/login', valid, ROLES.admin)).toBe('/dashboard');
  });
  it('stays open when the stored token has expired', () => {
    expect(go('/login', expired, ROLES.admin)).toBeNull();
  });
});

describe('public area', () => {
  const publicPaths = [
    '/',
    '/lenders',
    '/Lender/42',
    '/Lender/mega_capital',
    '/lender-finder',
    '/scenario',
    '/vendors',
    '/licensing',
    '/Licensing',
    '/quote',
    '/non-qm',
    '/support',
    '/growth',
    '/hr',
    '/hr-compliance',
    '/ai-chatbot',
    '/marketplace-events',
    '/event',
    '/training-events',
    '/notifications',
  ];

  it.each(publicPaths)('%s needs a valid token, else /login', (path) => {
    expect(go(path, null)).toBe('/login');
    expect(go(path, expired, ROLES.admin)).toBe('/login');
    expect(go(path, valid, ROLES.loanOfficer)).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(go('/lenders/', valid, ROLES.admin)).toBeNull();
  });
});

describe('registration', () => {
  it('is open signed out (an invitee has no account yet) and signed in', () => {
    expect(go('/register', null)).toBeNull();
    expect(go('/register', expired, ROLES.admin)).toBeNull();
    expect(go('/register', valid, ROLES.loanOfficer)).toBeNull();
  });
});

describe('/dashboard index redirects by role', () => {
  it('keeps Admin on the dashboard home', () => {
    expect(go('/dashboard', valid, ROLES.admin)).toBeNull();
  });
  it('sends Loan Officer to /dashboard/tickets', () => {
    expect(go('/dashboard', valid, ROLES.loanOfficer)).toBe('/dashboard/tickets');
  });
  it('sends Account Executive (Lender) to /dashboard/profile', () => {
    expect(go('/dashboard', valid, ROLES.accountExecutive)).toBe('/dashboard/profile');
  });
  it('keeps any other role on the dashboard home', () => {
    expect(go('/dashboard', valid, 'Processor')).toBeNull();
  });
  it('needs a valid token', () => {
    expect(go('/dashboard', null)).toBe('/login');
    expect(go('/dashboard/', expired, ROLES.admin)).toBe('/login');
  });
});

describe('dashboard children by role (spec §2, §6)', () => {
  const table: Array<[string, string[], string[]]> = [
    ['vendors', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    // Every role reads its own tickets (docs/product.md "Support both ways"; spec §2 listed Admin and Loan Officer).
    ['tickets', [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive], ['Processor']],
    ['chatbot', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    ['customization', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    ['profile', [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive], ['Processor']],
    ['points', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    ['users', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    ['lenders', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    ['blogs', [ROLES.admin], [ROLES.loanOfficer, ROLES.accountExecutive]],
    ['support', [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive, 'Processor'], []],
    ['loan-pipeline', [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive], ['Processor']],
    ['loan-pipeline/17', [ROLES.admin, ROLES.loanOfficer, ROLES.accountExecutive], ['Processor']],
  ];

  it.each(table)('/dashboard/%s', (child, allowed, denied) => {
    for (const role of allowed) expect(go(`/dashboard/${child}`, valid, role), role).toBeNull();
    for (const role of denied) expect(go(`/dashboard/${child}`, valid, role), role).toBe('/dashboard');
    expect(go(`/dashboard/${child}`, null)).toBe('/login');
  });

  it('sends a token without any role to /dashboard from a role-limited page', () => {
    expect(go('/dashboard/users', valid, null)).toBe('/dashboard');
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/lenders/extra/segments', '/dashboard/nope', '/dashboard/loan-pipeline/1/edit', '/Lender'])(
    '%s goes to /login, signed in or not',
    (path) => {
      expect(go(path, valid, ROLES.admin)).toBe('/login');
      expect(go(path, null)).toBe('/login');
    },
  );
});

describe('matchesPattern', () => {
  it('matches parameters and ignores letter case like the router', () => {
    expect(matchesPattern('Lender/:id', 'lender/5')).toBe(true);
    expect(matchesPattern('Lender/:id', 'Lender')).toBe(false);
    expect(matchesPattern('', '')).toBe(true);
  });
});
