import { Router } from 'express';
import {
  createVendorSchema,
  VENDOR_CATEGORIES,
  VENDOR_LOAN_TYPES,
  VENDOR_SERVICES,
  VENDOR_STATUSES,
  VENDOR_TICKET_PRIORITIES,
  vendorRoutes as routes,
  type VendorInput,
} from '@lendhub/domain/rest/vendors';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { mount, reply } from '../http/contract.ts';
import { pathId } from '../http/ids.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, type FieldErrors } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseFlattened, parseQuery } from '../http/validate.ts';
import { createVendor, createVendors, deleteVendor, findVendorsByIds, listVendors, updateVendor } from './repository.ts';

/** The two parts of the vendor payload; field errors are reported without these prefixes. */
const PAYLOAD_GROUPS = ['vendor', 'mortgageInfo'] as const;

const VENDOR_NOT_FOUND = routes.update.messages.notFound;
const vendorNotFound = () => new ApiError(404, VENDOR_NOT_FOUND);

/**
 * Vendors with mortgage information (spec §7 "Vendors"). Any signed-in user may read; only an
 * Admin may write (spec §6: the vendor admin screen is Admin only), checked here whatever the gateway did.
 */
export function vendorsRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);

  // Spec §7: "data array, or an object with status 404 meaning none" — an empty result is
  // HTTP 404 with responseMsg 'No vendors found.' and an empty data array.
  mount(router, routes.list, auth, async (req, res) => {
    const filters = parseQuery(routes.list.query, req);
    const vendors = await listVendors(deps.db, filters);
    if (vendors.length === 0) reply(res, routes.list, [], routes.list.messages.none, 404);
    else reply(res, routes.list, vendors);
  });

  // The option lists of the vendor forms (spec §9), so clients need not copy them.
  mount(router, routes.formOptions, auth, (_req, res) => {
    reply(res, routes.formOptions, {
      categories: [...VENDOR_CATEGORIES],
      loanTypes: [...VENDOR_LOAN_TYPES],
      services: [...VENDOR_SERVICES],
      statuses: [...VENDOR_STATUSES],
      ticketPriorities: [...VENDOR_TICKET_PRIORITIES],
    });
  });

  mount(router, routes.byIds, auth, async (req, res) => {
    const { ids } = parseQuery(routes.byIds.query, req);
    reply(res, routes.byIds, await findVendorsByIds(deps.db, ids));
  });

  mount(router, routes.create, auth, admin, async (req, res) => {
    const input = parseFlattened(routes.create.body, req.body ?? {}, PAYLOAD_GROUPS);
    const vendor = await createVendor(deps.db, input);
    reply(res, routes.create, vendor, routes.create.messages.ok(vendor.vendorName));
  });

  // Bulk create (the CSV import): every row is checked like CreateVendorWithMortgage; one refused
  // row refuses the call (errors keyed `vendors.{index}.{field}`), and the rows go in one transaction.
  mount(router, routes.import, auth, admin, async (req, res) => {
    const { vendors: rows } = parseBody(routes.import.body, req);
    const vendors = await createVendors(deps.db, parseImportRows(rows));
    reply(res, routes.import, vendors, routes.import.messages.ok(vendors.length));
  });

  mount(router, routes.update, auth, admin, async (req, res) => {
    const { vendorId, ...input } = parseFlattened(routes.update.body, req.body ?? {}, PAYLOAD_GROUPS);
    const vendor = valueOrThrow(await updateVendor(deps.db, vendorId, input), { 'not-found': vendorNotFound });
    reply(res, routes.update, vendor, routes.update.messages.ok(vendor.vendorName));
  });

  mount(router, routes.delete, auth, admin, async (req, res) => {
    const vendorId = pathId(req, VENDOR_NOT_FOUND);
    valueOrThrow(await deleteVendor(deps.db, vendorId), { 'not-found': vendorNotFound });
    reply(res, routes.delete, { vendorId }, routes.delete.messages.ok);
  });

  return router;
}

/** Each row through the create rules; the first refused row names the call's message ("Row 3: Please enter vendor name"). */
function parseImportRows(rows: readonly unknown[]): VendorInput[] {
  const inputs: VendorInput[] = [];
  const errors: FieldErrors = {};
  let firstMessage: string | undefined;
  rows.forEach((row, index) => {
    try {
      inputs.push(parseFlattened(createVendorSchema, row ?? {}, PAYLOAD_GROUPS));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      firstMessage ??= `Row ${index + 1}: ${error.message}`;
      for (const [field, message] of Object.entries(error.fieldErrors ?? { _: error.message }))
        errors[`vendors.${index}.${field}`] = message;
    }
  });
  if (firstMessage) throw new ApiError(400, firstMessage, errors);
  return inputs;
}
