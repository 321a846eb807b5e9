import { z } from 'zod';
import { restRoute } from './route.ts';

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

/** One daily count of a coordinate's use by one client version, as the gateway reports it. */
export type UsageRow = z.output<typeof recordUsageBody>['rows'][number];

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

export type ClientRole = (typeof CLIENT_ROLES)[number];

/** A registered client as the admin screen and the gateway see it (never its key). */
export interface ApiClientDto {
  id: number;
  name: string;
  role: ClientRole;
  allowedOperations: string[] | null;
  requestsPerMinute: number;
  maxCostPerOperation: number;
  costPerMinute: number;
  keyHint: string;
  keyRotatedAt: string;
  revokedAt: string | null;
  createdAt: string;
  documentCount: number;
  /** Its service account: the user the API sees behind its requests. */
  userId: number;
}

/** A client and its key, shown this once. */
export interface IssuedKeyDto {
  client: ApiClientDto;
  key: string;
}

/** A key the API recognised: the client, a token for its service account, its published documents (id → text). */
export interface AuthenticatedClientDto {
  client: ApiClientDto;
  token: string;
  documents: Record<string, string>;
}

/** Who used a schema coordinate, by client name and version, over the days asked. */
export interface FieldUsageDto {
  clientName: string;
  clientVersion: string;
  coordinate: string;
  operations: number;
  firstDay: string;
  lastDay: string;
}

const NOT_FOUND = 'API client not found';
const REVOKED = 'This API client is revoked: register a new one';

/**
 * Registered API clients (/api/ApiClients): an Admin manages them; `Authenticate` and `POST Usage` answer only the
 * gateway (its X-Gateway-Key), which checks a caller's key and reports field usage.
 */
export const clientRoutes = {
  list: restRoute<ApiClientDto[]>()({ method: 'GET', path: '/api/ApiClients' }),
  create: restRoute<IssuedKeyDto>()({
    method: 'POST',
    path: '/api/ApiClients',
    body: createClientBody,
    messages: {
      ok: 'API client registered: copy its key now, it is not shown again',
      duplicate: 'An API client with this name already exists',
    },
  }),
  usage: restRoute<FieldUsageDto[]>()({ method: 'GET', path: '/api/ApiClients/Usage', query: usageQuery }),
  recordUsage: restRoute<null>()({ method: 'POST', path: '/api/ApiClients/Usage', body: recordUsageBody }),
  authenticate: restRoute<AuthenticatedClientDto>()({
    method: 'POST',
    path: '/api/ApiClients/Authenticate',
    body: authenticateBody,
    messages: { invalidKey: 'Invalid or revoked API client key' },
  }),
  byId: restRoute<ApiClientDto>()({ method: 'GET', path: '/api/ApiClients/:id', messages: { notFound: NOT_FOUND } }),
  update: restRoute<ApiClientDto>()({
    method: 'PUT',
    path: '/api/ApiClients/:id',
    body: updateClientBody,
    messages: { ok: 'API client updated' },
  }),
  rotateKey: restRoute<IssuedKeyDto>()({
    method: 'POST',
    path: '/api/ApiClients/:id/RotateKey',
    messages: { ok: 'New key issued: the old key no longer works. Copy the new key now, it is not shown again', revoked: REVOKED },
  }),
  revoke: restRoute<ApiClientDto>()({
    method: 'POST',
    path: '/api/ApiClients/:id/Revoke',
    messages: { ok: 'API client revoked: its key no longer works' },
  }),
  documents: restRoute<Record<string, string>>()({ method: 'GET', path: '/api/ApiClients/:id/Documents' }),
  publishDocuments: restRoute<{ documentCount: number }>()({
    method: 'POST',
    path: '/api/ApiClients/:id/Documents',
    body: publishDocumentsBody,
    messages: { ok: (count: number) => `${count} document(s) published` },
  }),
};
