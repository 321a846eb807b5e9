import { Router } from 'express';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { pathId, idsQuerySchema } from '../forms/ids.ts';
import { parseFlattened } from '../forms/parse.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { VENDOR_CATEGORIES, VENDOR_LOAN_TYPES, VENDOR_SERVICES, VENDOR_STATUSES, VENDOR_TICKET_PRIORITIES } from './constants.ts';
import { createVendor, deleteVendor, findVendorsByIds, listVendors, updateVendor } from './repository.ts';
import { createVendorSchema, updateVendorSchema, vendorListQuerySchema } from './validation.ts';

/** The two parts of the vendor payload; field errors are reported without these prefixes. */
const PAYLOAD_GROUPS = ['vendor', 'mortgageInfo'] as const;

export const NO_VENDORS_MESSAGE = 'No vendors found.';
const VENDOR_NOT_FOUND = 'Vendor not found';

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
    const { ids } = parseQuery(idsQuerySchema, req);
    sendOk(res, await findVendorsByIds(deps.db, ids));
  });

  router.post('/api/Vendor/CreateVendorWithMortgage', auth, admin, async (req, res) => {
    const input = parseFlattened(createVendorSchema, req.body ?? {}, PAYLOAD_GROUPS);
    const vendor = await createVendor(deps.db, input);
    sendOk(res, vendor, `Vendor ${vendor.vendorName} added successfully`);
  });

  router.put('/api/Vendor/UpdateVendorWithMortgage', auth, admin, async (req, res) => {
    const { vendorId, ...input } = parseFlattened(updateVendorSchema, req.body ?? {}, PAYLOAD_GROUPS);
    const vendor = await updateVendor(deps.db, vendorId, input);
    if (!vendor) throw new ApiError(404, VENDOR_NOT_FOUND);
    sendOk(res, vendor, `Vendor ${vendor.vendorName} updated successfully`);
  });

  router.delete('/api/Vendor/DeleteVendorWithMortgage/:id', auth, admin, async (req, res) => {
    const vendorId = pathId(req.params.id, VENDOR_NOT_FOUND);
    if (!(await deleteVendor(deps.db, vendorId))) throw new ApiError(404, VENDOR_NOT_FOUND);
    sendOk(res, { vendorId }, 'Vendor deleted successfully');
  });

  return router;
}
