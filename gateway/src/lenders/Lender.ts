import type { LenderResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import { userOrNull } from '../users/loaders.ts';
import type { LenderDto, ProgramCategory } from '@lendhub/domain/rest/lenders';

const list = (lender: LenderDto, category: ProgramCategory): string[] => lender.programs?.[category] ?? [];

export const Lender: LenderResolvers = {
  ...nodeIdFields<LenderDto>('Lender', (lender) => lender.id),
  logoUrl: (lender) => lender.logo ?? null,
  imageUrl: (lender) => lender.image ?? null,
  profileImageUrl: (lender) => lender.profileImage ?? null,
  // Rich text is sanitised once, by the API when it is written (api/src/db/migrations/0500_sanitized_rich_text.ts).
  lenderNiche: (lender) => lender.lenderNiche || null,
  overlays: (lender) => lender.overlays || null,
  channelLinks: (lender) => lender.channelLinks ?? [],
  programs: (lender) => ({
    qmPrograms: list(lender, 'qmPrograms'),
    nonQmPrograms: list(lender, 'nonQmPrograms'),
    productOffer: list(lender, 'productOffer'),
    uniquePropertyType: list(lender, 'uniquePropertyType'),
    privateLoanPrograms: list(lender, 'privateLoanPrograms'),
    conventionalPrograms: list(lender, 'conventionalPrograms'),
  }),
  userRole: (lender, _args, context) => (lender.role ? context.loaders.roleById.load(lender.role) : null),
  /** Guarded by `@auth(requires: [ADMIN])` in the schema. */
  account: (lender, _args, context) => userOrNull(lender.userId, context),
};
