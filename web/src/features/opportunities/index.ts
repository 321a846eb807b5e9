// What other features may use of opportunities: the pipeline dashboard the Growth page shows and its fallback message
// (each chart card loads recharts when it comes near the viewport).
export { DASHBOARD_FALLBACK_MESSAGE } from './dashboardErrorMessage';
export { PipelineDashboard } from './PipelineDashboard';
