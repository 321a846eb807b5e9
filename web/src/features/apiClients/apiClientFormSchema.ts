import { z } from 'zod';

/** The roles a client may act as (the GraphQL `Role` enum), as the form offers them. */
export const API_CLIENT_ROLES = [
  { value: 'ADMIN', label: 'Admin' },
  { value: 'LOAN_OFFICER', label: 'Loan Officer' },
  { value: 'ACCOUNT_EXECUTIVE', label: 'Account Executive (Lender)' },
] as const;

export const ROLE_LABEL: Record<string, string> = Object.fromEntries(API_CLIENT_ROLES.map((role) => [role.value, role.label]));

/** The server's defaults (docs/api-clients.md "API clients for internal tools"), prefilled in the form. */
export const DEFAULT_LIMITS = { requestsPerMinute: 120, maxCostPerOperation: 5000, costPerMinute: 50000 } as const;

const limit = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number from 1 to ${max.toLocaleString('en-US')}` })
    .int(`${label} must be a whole number from 1 to ${max.toLocaleString('en-US')}`)
    .min(1, `${label} must be a whole number from 1 to ${max.toLocaleString('en-US')}`)
    .max(max, `${label} must be a whole number from 1 to ${max.toLocaleString('en-US')}`);

/** The register form; the server checks the same (and that the name is not taken). */
export const apiClientFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please input the client name!')
    .max(80, 'Client name must be at most 80 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, 'Client name may use letters, digits, spaces, dots, dashes and underscores'),
  role: z.enum(['ADMIN', 'LOAN_OFFICER', 'ACCOUNT_EXECUTIVE'], { error: 'Please select the role it acts as!' }),
  /** Operation names, one per line or comma-separated; empty: any of its published documents. */
  allowedOperations: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .refine(
      (names) => names.every((name) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name)),
      'Each allowed operation must be a GraphQL operation name',
    ),
  requestsPerMinute: limit('Requests per minute', 100_000),
  maxCostPerOperation: limit('Cost per operation', 1_000_000),
  costPerMinute: limit('Cost per minute', 100_000_000),
});

export type ApiClientFormValues = z.input<typeof apiClientFormSchema>;
export type ApiClientFormOutput = z.output<typeof apiClientFormSchema>;

/** A usage lookup: `Type.field`, `Type.field(argument)` or `Type.` with "every field of the type". */
export const COORDINATE_PATTERN = /^[_A-Za-z][_0-9A-Za-z]*(\.([_A-Za-z][_0-9A-Za-z]*(\([_A-Za-z][_0-9A-Za-z]*\))?)?)?$/;
