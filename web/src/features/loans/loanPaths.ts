export const LOAN_PIPELINE_PATH = '/dashboard/loan-pipeline';

export function loanPath(id: number | string): string {
  return `${LOAN_PIPELINE_PATH}/${id}`;
}

/** Formats a YYYY-MM-DD due date for display without shifting it across time zones. */
export function formatDueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
