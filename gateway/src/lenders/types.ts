/** REST shape of a lender (docs/architecture.md "Lender shape", spec §3). */
export interface ApiLender {
  id: number;
  slug: string;
  name: string;
  fullName?: string | null;
  logo?: string | null;
  image?: string | null;
  website?: string | null;
  description?: string | null;
  shortDescription?: string | null;
  status?: string | null;
  rating?: number | null;
  role?: number | null;
  contact?: { name?: string | null; phone?: string | null; email?: string | null } | null;
  profileImage?: string | null;
  programs?: Partial<Record<ProgramCategory, string[] | null>> | null;
  lenderNiche?: string | null;
  overlays?: string | null;
  channelLinks?: { name: string; link: string }[] | null;
  /** The linked portal account (the admin endpoints return it). */
  userId?: number | null;
}

export type ProgramCategory =
  'productOffer' | 'qmPrograms' | 'nonQmPrograms' | 'uniquePropertyType' | 'privateLoanPrograms' | 'conventionalPrograms';

/** Query values of `GET /api/Lender/GetAllLenders?program=`. */
export type ApiLoanProgram = 'qm' | 'non_qm' | 'fha' | 'va';

/** Sort columns of `GET /api/Lender/GetAllLendersForAdmin`. */
export type ApiLenderSortBy = 'name' | 'website' | 'rating' | 'company';
