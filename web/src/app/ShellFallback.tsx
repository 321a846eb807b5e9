import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { DashboardFrame } from '../features/dashboard/DashboardLayout';
import { TopBar } from '../features/navigation/TopBar';
import { SiteFrame } from './SiteFrame';
import { PageSkeleton } from '../shared/ui/PageSkeleton';

/**
 * The first paint, while the route's code loads: the real shell (top bar, or the dashboard's sidebar
 * and header) with a skeleton where the page will be — never a bare spinner. It is inert: the router
 * replaces this whole tree once the route is ready, so a menu opened here would vanish under the user's
 * pointer; until then a click does nothing rather than something that is undone, and assistive
 * technology (and role-based test queries) meet only the live shell.
 */
export function ShellFallback() {
  const { pathname } = useLocation();
  const dashboard = /^\/dashboard(\/|$)/i.test(pathname);
  return (
    <Box inert aria-hidden="true">
      {dashboard ? (
        <DashboardFrame>
          <PageSkeleton />
        </DashboardFrame>
      ) : (
        <SiteFrame header={<TopBar />} footer={false}>
          <PageSkeleton />
        </SiteFrame>
      )}
    </Box>
  );
}
