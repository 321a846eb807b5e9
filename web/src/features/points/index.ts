// What other features may use of points: the metrics and redemption cards of the home page.
export { PointsMetrics } from './PointsMetrics';
export { PointsRedemption } from './PointsRedemption';
