import { Link, useLocation } from 'react-router-dom';
import type { PageNavigation } from '../shared/navigation/pageNavigation';

function useRouterPathname(): string {
  return useLocation().pathname;
}

/** React Router's links and location for the shared components (shared/navigation/pageNavigation.tsx). */
export const routerNavigation: PageNavigation = { Link, usePathname: useRouterPathname };
