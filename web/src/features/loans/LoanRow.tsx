import { Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LoanRow_loan$key } from '../../__generated__/LoanRow_loan.graphql';
import { ActionsCell } from '../../shared/ui/TableActions';
import { LoanActionsMenu } from './LoanActionsMenu';
import { loanPath } from './loanPaths';
import { LoanStatusBadge } from './LoanStatusBadge';
import { useLoanSummary } from './useLoanSummary';

const fragment = graphql`
  fragment LoanRow_loan on Loan {
    id
    ...useLoanSummary_loan
  }
`;

interface LoanRowProps {
  loan: LoanRow_loan$key;
  /** An Admin's table names each loan's officer. */
  showOwner: boolean;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One row of the Loan Pipeline table (spec §2): the borrower links to the loan's page. */
export function LoanRow({ loan: key, showOwner, onEdit, onDelete }: LoanRowProps) {
  const row = useFragment(fragment, key);
  const loan = useLoanSummary(row);
  return (
    <Table.Row data-testid="loan-row">
      <Table.Cell fontWeight="medium">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={loanPath(loan.internalId)}>{loan.borrowerName}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          Loan #{loan.internalId}
        </Text>
      </Table.Cell>
      {showOwner && <Table.Cell whiteSpace="nowrap">{loan.officerName}</Table.Cell>}
      <Table.Cell>{loan.typeText}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {loan.amountText}
      </Table.Cell>
      <Table.Cell>
        <LoanStatusBadge status={loan.status} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{loan.stageText}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{loan.lenderName}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{loan.dueText}</Table.Cell>
      <ActionsCell>
        <LoanActionsMenu
          internalId={loan.internalId}
          borrowerName={loan.borrowerName}
          canEdit={loan.viewerCanEdit}
          onEdit={() => onEdit(row.id)}
          onDelete={() => onDelete(row.id)}
        />
      </ActionsCell>
    </Table.Row>
  );
}
