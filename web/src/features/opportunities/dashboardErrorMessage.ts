// The growth dashboard's failures as a reader sees them. The gateway sends a code per failure
// (docs/third-party.md "Error codes"); Relay hands components the code, not the text.

/** Texts of docs/third-party.md for the CRM's codes. */
const CRM_MESSAGES: Record<string, string> = {
  CRM_UNAUTHORIZED: 'Invalid CRM API credentials',
  CRM_RATE_LIMITED: 'CRM rate limit exceeded. Please try again later.',
  CRM_NO_PIPELINE: 'No pipeline found in the CRM',
  CRM_UNAVAILABLE: 'Failed to load pipeline data. Please try again.',
};
export const DASHBOARD_FALLBACK_MESSAGE = CRM_MESSAGES.CRM_UNAVAILABLE!;

export interface CaughtError {
  readonly extensions?: { readonly code?: unknown; readonly fields?: unknown } | null;
}

/**
 * The message for the first error of a failed `pipelineDashboard`: a refused range gives the
 * server's own message (kept per field in `extensions.fields`), a CRM failure its readable text.
 */
export function dashboardErrorMessage(errors: readonly unknown[]): string {
  const extensions = (errors[0] as CaughtError | undefined)?.extensions;
  const fields = extensions?.fields;
  if (fields && typeof fields === 'object') {
    const message = Object.values(fields as Record<string, unknown>).find((value): value is string => typeof value === 'string');
    if (message) return message;
  }
  const code = typeof extensions?.code === 'string' ? extensions.code : '';
  return CRM_MESSAGES[code] ?? DASHBOARD_FALLBACK_MESSAGE;
}
