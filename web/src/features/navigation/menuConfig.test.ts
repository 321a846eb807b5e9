import { describe, expect, it } from 'vitest';
import { DASHBOARD_CHILD_PATHS, PUBLIC_CHILD_PATHS } from '../../shared/auth/routeAccess';
import { matchesPattern } from '../../shared/auth/guards';
import { NAV_GROUPS, groupIsActive, HOME_LINK, ASSISTANT_LINK, SHOP_LINK } from './menuConfig';

describe('top bar menus', () => {
  it('has the three groups of the spec in order', () => {
    expect(NAV_GROUPS.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ['Loan Center', ['Lenders', 'Scenarios', 'Quotes']],
      ['Support Hub', ['Licensing', 'Support', 'Contact Support', 'Vendors', 'Processing Providers', 'HR & Compliance']],
      ['Growth', ['Training', 'Events', 'Growth']],
    ]);
  });

  it('links only to routes that exist', () => {
    const internal = [...NAV_GROUPS.flatMap((g) => g.items), HOME_LINK, ASSISTANT_LINK];
    for (const item of internal) {
      const path = item.to.slice(1);
      const exists = path.startsWith('dashboard/')
        ? DASHBOARD_CHILD_PATHS.some((p) => matchesPattern(p, path.slice('dashboard/'.length)))
        : PUBLIC_CHILD_PATHS.some((p) => matchesPattern(p, path));
      expect(exists, item.to).toBe(true);
    }
    expect(SHOP_LINK.external).toBe(true);
  });

  it('marks the group of the current page', () => {
    const [loanCenter, supportHub] = NAV_GROUPS;
    expect(groupIsActive(loanCenter!, '/lenders')).toBe(true);
    expect(groupIsActive(loanCenter!, '/support')).toBe(false);
    expect(groupIsActive(supportHub!, '/support')).toBe(true);
  });
});
