// How the components that both pages render (header, footer, floating buttons, sign-in form) link to a page
// and read the current path, without importing a router: the app gives React Router's (app/routerNavigation.ts),
// the sign-in entry's /login runs without one (web/src/signin) and keeps the defaults below.
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type RefAttributes } from 'react';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export interface PageNavigation {
  Link: ComponentType<PageLinkProps & RefAttributes<HTMLAnchorElement>>;
  /** A hook: the path the page shows, re-rendering its caller on every navigation. */
  usePathname: () => string;
}

/** A plain link: a full page load, which the gateway answers with the page that serves the address. */
const PlainLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PlainLink({ to, ...props }, ref) {
  return <a ref={ref} href={to} {...props} />;
});

/**
 * Without a router: plain links, and the address bar's path (the sign-in entry renders its page afresh
 * whenever that changes).
 */
const plainNavigation: PageNavigation = { Link: PlainLink, usePathname: () => window.location.pathname };

export const PageNavigationContext = createContext<PageNavigation>(plainNavigation);

/** A link to a page of the portal: the router's link under a router, else a plain one. */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(props, ref) {
  const { Link } = useContext(PageNavigationContext);
  return <Link ref={ref} {...props} />;
});

/** The current path; under a router, re-rendering on every navigation. */
export function usePathname(): string {
  return useContext(PageNavigationContext).usePathname();
}
