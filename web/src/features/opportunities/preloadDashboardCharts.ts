// Starts fetching the dashboard charts' code (recharts, its own chunk) without loading the dashboard: a
// route's loader calls it beside its query. PipelineDashboard renders the same module lazily.

/** Starts fetching the charts' code early, e.g. while the route's data loads. */
export function preloadDashboardCharts(): void {
  void import('./DashboardCharts');
}
