import { Router, type Request } from 'express';
import { LENDER_FORM_MESSAGES as M, LENDER_IMAGE_FIELDS as IMAGE_FIELDS, lenderRoutes as routes } from '@lendhub/domain/rest/lenders';
import type { z } from 'zod';
import { ROLE_NAMES } from '../auth/roles.ts';
import type { ApiDeps } from '../deps.ts';
import { pathId } from '../http/ids.ts';
import { requireAuth, requireRole } from '../http/auth.ts';
import { mount, reply } from '../http/contract.ts';
import { ApiError, type FieldErrors } from '../http/envelope.ts';
import { valueOrThrow } from '../http/refusals.ts';
import { parseQuery, parseWith } from '../http/validate.ts';
import { imagePolicy } from '../uploads/policies.ts';
import { receiveUploads, uploadIn, uploadsOf } from '../uploads/receive.ts';
import { transactionWithUploads } from '../uploads/transaction.ts';
import { createLenderWithAccount, deleteLender, listLendersForAdmin, updateLenderWithAccount } from './admin-repository.ts';

const LENDER_NOT_FOUND = routes.delete.messages.notFound;

const lenderNotFound = () => new ApiError(404, LENDER_NOT_FOUND);
/** The form's answers to a refused write, keyed by the form's fields. */
const formRefusals = {
  'role-missing': () => new ApiError(400, M.role, { role: M.role }),
  'email-taken': () => new ApiError(400, M.emailTaken, { email: M.emailTaken }),
};

/**
 * Lender Management (spec §2, §7 "Lenders"): Admin only, checked here whatever the gateway did.
 * Create and update are multipart (spec §3 "Lender form submission"); images are stored only
 * when the whole write commits.
 */
export function lenderAdminRouter(deps: ApiDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const admin = requireRole(ROLE_NAMES.admin);
  const images = receiveUploads(imagePolicy(routes.create.uploads));
  const store = { db: deps.db, storage: deps.uploadStorage };

  mount(router, routes.adminList, auth, admin, async (req, res) => {
    const { sortBy, direction } = parseQuery(routes.adminList.query, req);
    reply(res, routes.adminList, await listLendersForAdmin(deps.db, sortBy, direction));
  });

  mount(router, routes.create, auth, admin, images, async (req, res) => {
    const form = parseForm(req, routes.create.body, {
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
    reply(res, routes.create, lender, routes.create.messages.ok, 201);
  });

  mount(router, routes.update, auth, admin, images, async (req, res) => {
    const form = parseForm(req, routes.update.body, {});
    const lender = await transactionWithUploads(store, uploadsOf(req), async ({ trx, file, removeAfterCommit }) => {
      const updated = await updateLenderWithAccount(
        trx,
        form,
        { profileImage: file(IMAGE_FIELDS.profileImage)?.url, companyLogo: file(IMAGE_FIELDS.companyLogo)?.url },
        removeAfterCommit,
      );
      return valueOrThrow(updated, { ...formRefusals, 'not-found': lenderNotFound });
    });
    reply(res, routes.update, lender, routes.update.messages.ok);
  });

  mount(router, routes.delete, auth, admin, async (req, res) => {
    const lenderId = pathId(req, LENDER_NOT_FOUND);
    const { deactivatedUserId } = await transactionWithUploads(store, [], async ({ trx, removeAfterCommit }) =>
      valueOrThrow(await deleteLender(trx, lenderId, removeAfterCommit), { 'not-found': lenderNotFound }),
    );
    reply(res, routes.delete, { lenderId, deactivatedUserId }, routes.delete.messages.ok);
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
