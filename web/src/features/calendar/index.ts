// What other features may use of the calendar: the month view the Growth page shows beside its dashboard.
export { CalendarView } from './CalendarView';
