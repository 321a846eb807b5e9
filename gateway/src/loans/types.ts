import type { LoanStage, LoanStatus, LoanType } from '@lendhub/domain/loans';

/** GET /api/Loans/{id} (api/src/loans/repository.ts LoanDto). */
export interface ApiLoan {
  id: number;
  ownerId: number;
  ownerName: string;
  borrowerName: string;
  loanType: LoanType;
  loanAmount: number;
  status: LoanStatus;
  stage: LoanStage;
  lenderId: number | null;
  lender: string;
  dueDate: string;
  propertyAddress: string;
  notes: string | null;
  fundedDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/Loans/{id}/History */
export interface ApiLoanEvent {
  id: number;
  loanId: number;
  actorId: number | null;
  actorName: string;
  fromStatus: LoanStatus | null;
  toStatus: LoanStatus;
  fromStage: LoanStage | null;
  toStage: LoanStage;
  createdAt: string;
}

export interface ApiLoanPage {
  items: ApiLoan[];
  totalCount: number;
}

/** GET /api/Loans/Stats */
export interface ApiLoanStats {
  totalLoans: number;
  byStatus: Array<{ status: LoanStatus; count: number; volume: number }>;
  byStage: Array<{ stage: LoanStage; count: number }>;
  volumeInProcess: number;
  dueThisWeek: number;
}

/** POST/PUT /api/Loans body. */
export interface ApiLoanBody {
  borrowerName?: string | null | undefined;
  loanType?: LoanType | undefined;
  loanAmount?: number | null | undefined;
  status?: LoanStatus | undefined;
  stage?: LoanStage | undefined;
  lenderId?: number | undefined;
  dueDate?: string | null | undefined;
  propertyAddress?: string | null | undefined;
  notes?: string | null | undefined;
  fundedDate?: string | null | undefined;
}
