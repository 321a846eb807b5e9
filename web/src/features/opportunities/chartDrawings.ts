import { lazyExports } from '../../shared/ui/lazyExports';

/** The cards' recharts drawings (./DashboardChartDrawings.tsx, one chunk with recharts), each loaded as its card shows. */
export const lazyDrawing = lazyExports(() => import('./DashboardChartDrawings'));
