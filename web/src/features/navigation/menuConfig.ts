// The top bar's menus (spec §2 "Top bar, menus and floating buttons").
export interface NavLinkItem {
  label: string;
  to: string;
  /** Opens in a new tab (external site). */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  items: readonly NavLinkItem[];
}

/** The external shop; it lives outside the portal. */
export const SHOP_URL = 'https://shop.lendhub.com';

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Loan Center',
    items: [
      { label: 'Lenders', to: '/lenders' },
      { label: 'Scenarios', to: '/lender-finder' },
      { label: 'Quotes', to: '/quote' },
    ],
  },
  {
    label: 'Support Hub',
    items: [
      { label: 'Licensing', to: '/licensing' },
      { label: 'Support', to: '/support' },
      { label: 'Contact Support', to: '/dashboard/support' },
      { label: 'Vendors', to: '/vendors' },
      { label: 'Processing Providers', to: '/processing-providers' },
      { label: 'HR & Compliance', to: '/hr-compliance' },
    ],
  },
  {
    label: 'Growth',
    items: [
      { label: 'Training', to: '/training-events' },
      { label: 'Events', to: '/marketplace-events' },
      { label: 'Growth', to: '/growth' },
    ],
  },
];

export const HOME_LINK: NavLinkItem = { label: 'Home', to: '/' };
export const ASSISTANT_LINK: NavLinkItem = { label: 'LendHub', to: '/ai-chatbot' };
export const SHOP_LINK: NavLinkItem = { label: 'Shop', to: SHOP_URL, external: true };

/** True when `pathname` is one of the group's pages (to highlight the open section). */
export function groupIsActive(group: NavGroup, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return group.items.some((item) => path === item.to.toLowerCase() || path.startsWith(`${item.to.toLowerCase()}/`));
}
