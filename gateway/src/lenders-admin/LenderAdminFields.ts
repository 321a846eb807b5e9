import type { GatewayContext } from '../context.ts';
import type { ApiAdminLender } from './api.ts';

/** Fields issue 3 adds to `Lender` (the rest are in gateway/src/lenders/Lender.ts). */
export const LenderAdminFields = {
  userRole: (lender: ApiAdminLender, _args: unknown, context: GatewayContext) =>
    lender.role ? context.loaders.roleById.load(lender.role) : null,
  /** Guarded by `@auth(requires: [ADMIN])` in the schema. */
  account: (lender: ApiAdminLender, _args: unknown, context: GatewayContext) =>
    lender.userId ? context.loaders.userById.load(lender.userId) : null,
};
