// What other features may use of the calendar: the month view the Growth page shows beside its dashboard (loaded
// lazily there).
export { CalendarView } from './CalendarView';
