import { globalIdField } from '../relay/globalId.ts';
import { sanitizeRichText } from '../sanitize.ts';
import type { ApiLender, ProgramCategory } from './types.ts';

const list = (lender: ApiLender, category: ProgramCategory): string[] => lender.programs?.[category] ?? [];

export const Lender = {
  id: globalIdField<ApiLender>('Lender', (lender) => lender.id),
  internalId: (lender: ApiLender): number => lender.id,
  logoUrl: (lender: ApiLender) => lender.logo ?? null,
  imageUrl: (lender: ApiLender) => lender.image ?? null,
  profileImageUrl: (lender: ApiLender) => lender.profileImage ?? null,
  lenderNiche: (lender: ApiLender) => (lender.lenderNiche ? sanitizeRichText(lender.lenderNiche) : null),
  overlays: (lender: ApiLender) => (lender.overlays ? sanitizeRichText(lender.overlays) : null),
  channelLinks: (lender: ApiLender) => lender.channelLinks ?? [],
  programs: (lender: ApiLender) => ({
    qmPrograms: list(lender, 'qmPrograms'),
    nonQmPrograms: list(lender, 'nonQmPrograms'),
    productOffer: list(lender, 'productOffer'),
    uniquePropertyType: list(lender, 'uniquePropertyType'),
    privateLoanPrograms: list(lender, 'privateLoanPrograms'),
    conventionalPrograms: list(lender, 'conventionalPrograms'),
  }),
};
