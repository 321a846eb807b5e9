import { PORTAL_ROLES, roleByName } from '@lendhub/domain/roles';
import type { AuthContext } from '../http/auth.ts';

/**
 * Who is looking at the pipeline (docs/product.md "Loan pipeline"): an Admin sees and edits every loan; an account
 * executive reads the loans submitted to their own lender; anyone else (a loan officer) owns their loans.
 */
export interface LoanViewer {
  userId: number;
  scope: 'all' | 'lender' | 'own';
}

export function loanViewerOf(auth: AuthContext): LoanViewer {
  const role = roleByName(auth.role);
  const scope = role === PORTAL_ROLES.admin ? 'all' : role === PORTAL_ROLES.accountExecutive ? 'lender' : 'own';
  return { userId: auth.userId, scope };
}
