import type { GatewayContext } from '../context.ts';
import { connectionFromArray, type Connection } from '../relay/connection.ts';
import { getAllLenders } from './api.ts';
import { primeLender } from './loaders.ts';
import type { ApiLender, ApiLoanProgram } from './types.ts';

type LoanProgram = 'QM' | 'NON_QM' | 'FHA' | 'VA';

const PROGRAM_QUERY_VALUE: Record<LoanProgram, ApiLoanProgram> = { QM: 'qm', NON_QM: 'non_qm', FHA: 'fha', VA: 'va' };

interface LendersArgs {
  first?: number | null;
  after?: string | null;
  program?: LoanProgram | null;
  search?: string | null;
  lenderKey?: string | null;
}

export const lenderQueries = {
  async lenders(_parent: unknown, args: LendersArgs, context: GatewayContext): Promise<Connection<ApiLender>> {
    const lenders = await getAllLenders(context.api, {
      program: args.program ? PROGRAM_QUERY_VALUE[args.program] : undefined,
      search: args.search?.trim() || undefined,
      key: args.lenderKey?.trim() || undefined,
    });
    for (const lender of lenders) primeLender(context.loaders.lenderById, lender);
    return connectionFromArray(lenders, args, { defaultSize: 20, max: 100 });
  },

  lender(_parent: unknown, args: { idOrSlug: string }, context: GatewayContext): Promise<ApiLender | null> | null {
    const key = args.idOrSlug.trim();
    return key ? context.loaders.lenderById.load(key) : null;
  },
};
