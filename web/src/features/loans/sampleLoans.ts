// The Loan Officer Dashboard's sample pipeline (spec §2 "Dashboard shell", §3 "Loan (sample)").
import type { LoanStage, LoanStatus, LoanType } from './loanOptions';

export interface Loan {
  id: number;
  borrowerName: string;
  loanType: LoanType;
  /** Whole dollars. */
  loanAmount: number;
  status: LoanStatus;
  stage: LoanStage;
  lender: string;
  /** YYYY-MM-DD */
  dueDate: string;
  propertyAddress: string;
  notes: string;
}

export const SAMPLE_LOANS: readonly Loan[] = [
  {
    id: 1001,
    borrowerName: 'Emily Johnson',
    loanType: 'Conventional',
    loanAmount: 425_000,
    status: 'Approved',
    stage: 'Closing',
    lender: 'Rocket Pro',
    dueDate: '2026-12-04',
    propertyAddress: '1420 Maple Ave, Pasadena, CA 91104',
    notes: 'Clear to close; final walkthrough scheduled.',
  },
  {
    id: 1002,
    borrowerName: 'Michael Chen',
    loanType: 'FHA',
    loanAmount: 312_500,
    status: 'In Process',
    stage: 'Processing',
    lender: 'Provident Funding',
    dueDate: '2026-12-11',
    propertyAddress: '88 Harbor View Dr, Long Beach, CA 90802',
    notes: 'Waiting on the appraisal report.',
  },
  {
    id: 1003,
    borrowerName: 'Sarah Williams',
    loanType: 'VA',
    loanAmount: 540_000,
    status: 'Submitted',
    stage: 'Underwriting',
    lender: 'Mega Capital Funding',
    dueDate: '2026-12-15',
    propertyAddress: '305 Oak Ridge Ln, San Diego, CA 92108',
    notes: 'Certificate of eligibility received.',
  },
  {
    id: 1004,
    borrowerName: 'David Martinez',
    loanType: 'Jumbo',
    loanAmount: 1_350_000,
    status: 'Pending',
    stage: 'Initial Review',
    lender: 'REMN Wholesale',
    dueDate: '2026-12-22',
    propertyAddress: '12 Cliffside Ct, Malibu, CA 90265',
    notes: 'Needs two years of tax returns.',
  },
  {
    id: 1005,
    borrowerName: 'Olivia Brown',
    loanType: 'Non-QM',
    loanAmount: 690_000,
    status: 'In Process',
    stage: 'Processing',
    lender: 'Change Wholesale',
    dueDate: '2026-12-18',
    propertyAddress: '740 Sunset Blvd, Los Angeles, CA 90026',
    notes: '24-month bank statement programme; deposits being sourced.',
  },
  {
    id: 1006,
    borrowerName: 'James Wilson',
    loanType: 'USDA',
    loanAmount: 265_000,
    status: 'Approved',
    stage: 'Closing',
    lender: 'Rocket Pro',
    dueDate: '2026-12-01',
    propertyAddress: '5 Country Rd, Lancaster, CA 93536',
    notes: 'Guarantee issued.',
  },
  {
    id: 1007,
    borrowerName: 'Ava Thompson',
    loanType: 'Conventional',
    loanAmount: 480_000,
    status: 'Submitted',
    stage: 'Underwriting',
    lender: 'Provident Funding',
    dueDate: '2026-12-19',
    propertyAddress: '910 Elm St, Glendale, CA 91205',
    notes: 'Condition: letter of explanation for a credit inquiry.',
  },
  {
    id: 1008,
    borrowerName: 'Daniel Garcia',
    loanType: 'FHA',
    loanAmount: 298_000,
    status: 'Pending',
    stage: 'Initial Review',
    lender: 'Mega Capital Funding',
    dueDate: '2027-01-08',
    propertyAddress: '222 Valley Vista Way, Riverside, CA 92501',
    notes: '',
  },
];
