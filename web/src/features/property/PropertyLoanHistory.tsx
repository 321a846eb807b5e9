import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PropertyLoanHistory_property$data,
  PropertyLoanHistory_property$key,
} from '../../__generated__/PropertyLoanHistory_property.graphql';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { dayOrDash, NOT_AVAILABLE, percentOrDash, usdOrDash } from './propertyFormat';

const fragment = graphql`
  fragment PropertyLoanHistory_property on Property {
    loanHistory {
      date
      amount
      type
      lender
      originalAmount
      currentBalance
      interestRate
      monthlyPayment
    }
  }
`;

type Loan = PropertyLoanHistory_property$data['loanHistory'][number];

// Spec §3 "loanHistory": date, amount, type, lender, original amount, current balance, rate, payment.
const COLUMNS: readonly HistoryColumn<Loan>[] = [
  { header: 'Date', cell: (row) => dayOrDash(row.date) },
  { header: 'Amount', cell: (row) => usdOrDash(row.amount), numeric: true },
  { header: 'Type', cell: (row) => row.type ?? NOT_AVAILABLE },
  { header: 'Lender', cell: (row) => row.lender ?? NOT_AVAILABLE },
  { header: 'Original amount', cell: (row) => usdOrDash(row.originalAmount), numeric: true },
  { header: 'Current balance', cell: (row) => usdOrDash(row.currentBalance), numeric: true },
  { header: 'Interest rate', cell: (row) => percentOrDash(row.interestRate), numeric: true },
  { header: 'Monthly payment', cell: (row) => usdOrDash(row.monthlyPayment), numeric: true },
];

/** Recorded loans, newest first. */
export function PropertyLoanHistory({ property }: { property: PropertyLoanHistory_property$key }) {
  const { loanHistory } = useFragment(fragment, property);
  return <HistoryTable title="Loan History" rows={[...loanHistory].reverse()} columns={COLUMNS} empty="No recorded loans." />;
}
