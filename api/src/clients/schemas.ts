import { z } from 'zod';

/** Limits a new client gets when none are given (docs/api-clients.md "API clients for internal tools"). */
export const DEFAULT_CLIENT_LIMITS = { requestsPerMinute: 120, maxCostPerOperation: 5_000, costPerMinute: 50_000 } as const;
export const CLIENT_ROLES = ['ADMIN', 'LOAN_OFFICER', 'ACCOUNT_EXECUTIVE'] as const;
/** Days of field usage a reader may ask for. */
export const MAX_USAGE_DAYS = 400;

const limit = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number from 1 to ${max}` })
    .int(`${label} must be a whole number from 1 to ${max}`)
    .min(1, `${label} must be a whole number from 1 to ${max}`)
    .max(max, `${label} must be a whole number from 1 to ${max}`);

const operationName = z.string().regex(/^[_A-Za-z][_0-9A-Za-z]{0,99}$/, 'Each allowed operation must be a GraphQL operation name');

const limits = {
  requestsPerMinute: limit('Requests per minute', 100_000),
  maxCostPerOperation: limit('Cost per operation', 1_000_000),
  costPerMinute: limit('Cost per minute', 100_000_000),
};

/** POST /api/ApiClients */
export const createClientBody = z.object({
  name: z
    .string({ error: 'Client name is required' })
    .trim()
    .min(1, 'Client name is required')
    .max(80, 'Client name must be at most 80 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, 'Client name may use letters, digits, spaces, dots, dashes and underscores'),
  role: z.enum(CLIENT_ROLES, { error: 'Role must be ADMIN, LOAN_OFFICER or ACCOUNT_EXECUTIVE' }),
  allowedOperations: z.array(operationName).max(500, 'At most 500 allowed operations').nullable().optional(),
  requestsPerMinute: limits.requestsPerMinute.optional(),
  maxCostPerOperation: limits.maxCostPerOperation.optional(),
  costPerMinute: limits.costPerMinute.optional(),
});
export type CreateClientInput = z.output<typeof createClientBody>;

/** PUT /api/ApiClients/:id — limits and allowed operations. */
export const updateClientBody = z.object({
  allowedOperations: z.array(operationName).max(500, 'At most 500 allowed operations').nullable().optional(),
  requestsPerMinute: limits.requestsPerMinute.optional(),
  maxCostPerOperation: limits.maxCostPerOperation.optional(),
  costPerMinute: limits.costPerMinute.optional(),
});
export type UpdateClientInput = z.output<typeof updateClientBody>;

/** POST /api/ApiClients/:id/Documents — the gateway validated every text against the schema first. */
export const publishDocumentsBody = z.object({
  documents: z
    .record(
      z.string().min(1).max(200),
      z.string().min(1, 'A document cannot be empty').max(100_000, 'A document is at most 100,000 characters'),
      {
        error: 'documents must be an object of id → document text',
      },
    )
    .refine((documents) => Object.keys(documents).length > 0, 'Publish at least one document')
    .refine((documents) => Object.keys(documents).length <= 1_000, 'At most 1,000 documents per client'),
  /** Replace every earlier document (true) or add to them (false). */
  replace: z.boolean().optional(),
});

/** POST /api/ApiClients/Authenticate (gateway only). */
export const authenticateBody = z.object({ key: z.string().min(1).max(200) });

/** POST /api/ApiClients/Usage (gateway only): counts since the last flush. */
export const recordUsageBody = z.object({
  rows: z
    .array(
      z.object({
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        clientName: z.string().min(1).max(200),
        clientVersion: z.string().max(200),
        coordinate: z.string().min(1).max(500),
        operations: z.number().int().min(1),
      }),
    )
    .max(10_000),
});

/** GET /api/ApiClients/Usage?coordinate=Lender.overlays&days=30 */
export const usageQuery = z.object({
  coordinate: z.string({ error: 'coordinate is required (Type.field or Type.field(argument))' }).min(1).max(500),
  days: z.coerce
    .number()
    .int()
    .min(1, `days must be from 1 to ${MAX_USAGE_DAYS}`)
    .max(MAX_USAGE_DAYS, `days must be from 1 to ${MAX_USAGE_DAYS}`)
    .default(30),
  /** Coordinates that start with `coordinate` too (a type's every field: `Lender.`). */
  prefix: z.enum(['true', 'false']).optional(),
});
