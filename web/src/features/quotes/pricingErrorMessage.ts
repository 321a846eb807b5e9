// Why a scenario was not priced, as the results say it: the server's message for the refused field
// (e.g. 'ZIP code not found'), kept per field in the error's `extensions.fields`.
export const PRICING_FALLBACK_MESSAGE = 'The scenario could not be priced. Please try again.';

export function pricingErrorMessage(errors: readonly unknown[]): string {
  const fields = (errors[0] as { extensions?: { fields?: unknown } } | undefined)?.extensions?.fields;
  if (fields && typeof fields === 'object') {
    const message = Object.values(fields as Record<string, unknown>).find((value): value is string => typeof value === 'string');
    if (message) return message;
  }
  return PRICING_FALLBACK_MESSAGE;
}
