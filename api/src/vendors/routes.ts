import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { pathId, idsQuery } from '../http/ids.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk, type FieldErrors } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseBody, parseFlattened, parseQuery } from '../http/validate.ts';
import { VENDOR_CATEGORIES, VENDOR_LOAN_TYPES, VENDOR_SERVICES, VENDOR_STATUSES, VENDOR_TICKET_PRIORITIES } from './constants.ts';
import { createVendor, createVendors, deleteVendor, findVendorsByIds, listVendors, updateVendor } from './repository.ts';
import { createVendorSchema, importVendorsSchema, updateVendorSchema, vendorListQuerySchema, type VendorInput } from './schemas.ts';

/** The two parts of the vendor payload; field errors are reported without these prefixes. */
const PAYLOAD_GROUPS = ['vendor', 'mortgageInfo'] as const;

export const NO_VENDORS_MESSAGE = 'No vendors found.';
const VENDOR_NOT_FOUND = 'Vendor not found';
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
  router.get('/api/Vendor/GetAllVendorWithMortgage', auth, async (req, res) => {
    const filters = parseQuery(vendorListQuerySchema, req);
    const vendors = await listVendors(deps.db, filters);
    if (vendors.length === 0) sendOk(res, [], NO_VENDORS_MESSAGE, 404);
    else sendOk(res, vendors);
  });

  // The option lists of the vendor forms (spec §9), so clients need not copy them.
  router.get('/api/Vendor/GetVendorFormOptions', auth, (_req, res) => {
    sendOk(res, {
      categories: VENDOR_CATEGORIES,
      loanTypes: VENDOR_LOAN_TYPES,
      services: VENDOR_SERVICES,
      statuses: VENDOR_STATUSES,
      ticketPriorities: VENDOR_TICKET_PRIORITIES,
    });
  });

  router.get('/api/Vendor/GetVendorsByIds', auth, async (req, res) => {
    const { ids } = parseQuery(idsQuery, req);
    sendOk(res, await findVendorsByIds(deps.db, ids));
  });

  router.post('/api/Vendor/CreateVendorWithMortgage', auth, admin, async (req, res) => {
    const input = parseFlattened(createVendorSchema, req.body ?? {}, PAYLOAD_GROUPS);
    const vendor = await createVendor(deps.db, input);
    sendOk(res, vendor, `Vendor ${vendor.vendorName} added successfully`);
  });

  // Bulk create (the CSV import): every row is checked like CreateVendorWithMortgage; one refused
  // row refuses the call (errors keyed `vendors.{index}.{field}`), and the rows go in one transaction.
  router.post('/api/Vendor/ImportVendorsWithMortgage', auth, admin, async (req, res) => {
    const { vendors: rows } = parseBody(importVendorsSchema, req);
    const vendors = await createVendors(deps.db, parseImportRows(rows));
    sendOk(res, vendors, `${vendors.length} ${vendors.length === 1 ? 'vendor' : 'vendors'} imported successfully`);
  });

  router.put('/api/Vendor/UpdateVendorWithMortgage', auth, admin, async (req, res) => {
    const { vendorId, ...input } = parseFlattened(updateVendorSchema, req.body ?? {}, PAYLOAD_GROUPS);
    const vendor = valueOrThrow(await updateVendor(deps.db, vendorId, input), { 'not-found': vendorNotFound });
    sendOk(res, vendor, `Vendor ${vendor.vendorName} updated successfully`);
  });

  router.delete('/api/Vendor/DeleteVendorWithMortgage/:id', auth, admin, async (req, res) => {
    const vendorId = pathId(req, VENDOR_NOT_FOUND);
    valueOrThrow(await deleteVendor(deps.db, vendorId), { 'not-found': vendorNotFound });
    sendOk(res, { vendorId }, 'Vendor deleted successfully');
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
