// What other features may use of growth: the link that opens its calendar on a new appointment with someone.
export { scheduleMeetingPath } from './growthSearchParams';
