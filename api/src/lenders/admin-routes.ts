import { Router, type Request } from 'express';
import { z } from 'zod';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { pathId } from '../http/ids.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { ApiError, sendOk, type FieldErrors } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseQuery, parseWith } from '../http/validate.ts';
import { imagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadIn, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import {
  createLenderWithAccount,
  deleteLender,
  LENDER_SORT_COLUMNS,
  listLendersForAdmin,
  updateLenderWithAccount,
  type LenderSortBy,
} from './admin-repository.ts';
import { createLenderFormSchema, LENDER_FORM_MESSAGES as M, updateLenderFormSchema } from './admin-schemas.ts';

/** The two image fields of the lender form: JPG/PNG/WEBP up to 2 MB, one file each (spec §5). */
const IMAGE_FIELDS = { profileImage: 'ProfileImage', companyLogo: 'CompanyLogo' } as const;
const LENDER_NOT_FOUND = 'Lender not found';

const lenderNotFound = () => new ApiError(404, LENDER_NOT_FOUND);
/** The form's answers to a refused write, keyed by the form's fields. */
const formRefusals = {
  'role-missing': () => new ApiError(400, M.role, { role: M.role }),
  'email-taken': () => new ApiError(400, M.emailTaken, { email: M.emailTaken }),
};

const adminListQuery = z.object({
  sortBy: z
    .enum(Object.keys(LENDER_SORT_COLUMNS) as [LenderSortBy, ...LenderSortBy[]], {
      error: 'sortBy must be one of name, website, rating, company',
    })
    .default('name'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).default('asc'),
});

/**
 * Lender Management (spec §2, §7 "Lenders"): Admin only, checked here whatever the gateway did.
 * Create and update are multipart (spec §3 "Lender form submission"); images are stored only
 * when the whole write commits.
 */
export function lenderAdminRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);
  const images = receiveUploads(imagePolicy(Object.values(IMAGE_FIELDS)));
  const store = { db: deps.db, storage: deps.uploadStorage };

  router.get('/api/Lender/GetAllLendersForAdmin', auth, admin, async (req, res) => {
    const { sortBy, direction } = parseQuery(adminListQuery, req);
    sendOk(res, await listLendersForAdmin(deps.db, sortBy, direction));
  });

  router.post('/api/Lender/CreateLender', auth, admin, images, async (req, res) => {
    const form = parseForm(req, createLenderFormSchema, {
      profileImage: uploadIn(req, IMAGE_FIELDS.profileImage) ? undefined : M.profileImage,
      companyLogo: uploadIn(req, IMAGE_FIELDS.companyLogo) ? undefined : M.companyLogo,
    });
    const lender = await transactionWithUploads(store, uploadsOf(req), async ({ trx, file }) => {
      const created = await createLenderWithAccount(trx, form, {
        profileImage: file(IMAGE_FIELDS.profileImage)!.url,
        companyLogo: file(IMAGE_FIELDS.companyLogo)!.url,
      });
      return valueOrThrow(created, formRefusals);
    });
    sendOk(res, lender, 'Lender created successfully!', 201);
  });

  router.post('/api/Lender/UpdateLender', auth, admin, images, async (req, res) => {
    const form = parseForm(req, updateLenderFormSchema, {});
    const lender = await transactionWithUploads(store, uploadsOf(req), async ({ trx, file, removeAfterCommit }) => {
      const updated = await updateLenderWithAccount(
        trx,
        form,
        { profileImage: file(IMAGE_FIELDS.profileImage)?.url, companyLogo: file(IMAGE_FIELDS.companyLogo)?.url },
        removeAfterCommit,
      );
      return valueOrThrow(updated, { ...formRefusals, 'not-found': lenderNotFound });
    });
    sendOk(res, lender, 'Lender updated successfully!');
  });

  router.delete('/api/Lender/DeletedLenderById/:id', auth, admin, async (req, res) => {
    const lenderId = pathId(req, LENDER_NOT_FOUND);
    const { deactivatedUserId } = await transactionWithUploads(store, [], async ({ trx, removeAfterCommit }) =>
      valueOrThrow(await deleteLender(trx, lenderId, removeAfterCommit), { 'not-found': lenderNotFound }),
    );
    sendOk(res, { lenderId, deactivatedUserId }, 'Lender deleted successfully');
  });

  return router;
}

/**
 * Parses the text fields and reports missing images in the same answer, in the form's order:
 * profile image, then the fields, then the company logo.
 */
function parseForm<S extends z.ZodType>(
  req: Request,
  schema: S,
  missingImages: Partial<Record<keyof typeof IMAGE_FIELDS, string>>,
): z.output<S> {
  let fieldErrors: FieldErrors = {};
  let parsed: z.output<S> | undefined;
  try {
    parsed = parseWith(schema, req.body ?? {});
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
    fieldErrors = error.fieldErrors;
  }
  const errors: FieldErrors = {
    ...(missingImages.profileImage ? { profileImage: missingImages.profileImage } : {}),
    ...fieldErrors,
    ...(missingImages.companyLogo ? { companyLogo: missingImages.companyLogo } : {}),
  };
  const first = Object.values(errors)[0];
  if (first !== undefined || parsed === undefined) throw new ApiError(400, first ?? 'Invalid request', errors);
  return parsed;
}
