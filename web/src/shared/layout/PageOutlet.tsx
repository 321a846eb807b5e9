import { Outlet, useLocation } from 'react-router-dom';

/**
 * The current page. Keyed by its path, so moving to another page starts it afresh, as loading its address
 * would: two routes that share a screen (/quote and /non-qm, /hr and /hr-compliance) never carry one's form
 * state or open dialog into the other. A change of the search alone (filters, `?view=`) keeps the page.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return <Outlet key={pathname} />;
}
