// What other features may use of opportunities: the pipeline dashboard the Growth page shows, its fallback message,
// and the preload its route loader starts (the charts stay a lazy chunk of their own).
export { DASHBOARD_FALLBACK_MESSAGE } from './dashboardErrorMessage';
export { PipelineDashboard } from './PipelineDashboard';
export { preloadDashboardCharts } from './preloadDashboardCharts';
