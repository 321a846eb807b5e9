// The pipeline as the user edits it: the spec wires no server here, so additions, edits and deletions
// live in the page's memory — they show at once everywhere and last until the page is reloaded.
import { useSyncExternalStore } from 'react';
import { SAMPLE_LOANS, type Loan } from './sampleLoans';

export type LoanDraft = Omit<Loan, 'id'>;

export type LoanAction =
  | { type: 'add'; loan: LoanDraft }
  | { type: 'update'; id: number; loan: LoanDraft }
  | { type: 'remove'; id: number };

/** The pipeline after one change; a new loan gets the next id and goes to the top. */
export function applyLoanAction(loans: readonly Loan[], action: LoanAction): Loan[] {
  switch (action.type) {
    case 'add': {
      const id = loans.reduce((max, loan) => Math.max(max, loan.id), 1000) + 1;
      return [{ id, ...action.loan }, ...loans];
    }
    case 'update':
      return loans.map((loan) => (loan.id === action.id ? { id: loan.id, ...action.loan } : loan));
    case 'remove':
      return loans.filter((loan) => loan.id !== action.id);
  }
}

let loans: readonly Loan[] = SAMPLE_LOANS;
const listeners = new Set<() => void>();

export function dispatchLoanAction(action: LoanAction): readonly Loan[] {
  loans = applyLoanAction(loans, action);
  for (const listener of listeners) listener();
  return loans;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoans(): readonly Loan[] {
  return useSyncExternalStore(subscribe, () => loans, () => loans);
}

export function useLoan(id: number): Loan | undefined {
  return useLoans().find((loan) => loan.id === id);
}
