import { Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LoanRow_loan$key } from '../../__generated__/LoanRow_loan.graphql';
import { formatUsd } from '../../shared/format/currency';
import { ActionsCell } from '../../shared/ui/TableActions';
import { LoanActionsMenu } from './LoanActionsMenu';
import { stageLabel, typeLabel } from './loanOptions';
import { formatDueDate, loanPath } from './loanPaths';
import { LoanStatusBadge } from './LoanStatusBadge';

const fragment = graphql`
  fragment LoanRow_loan on Loan {
    id
    internalId
    borrowerName
    loanType
    loanAmount
    status
    stage
    lenderName
    dueDate
    viewerCanEdit
    owner {
      fullName
    }
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
  const loan = useFragment(fragment, key);
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
      {showOwner && <Table.Cell whiteSpace="nowrap">{loan.owner?.fullName ?? '—'}</Table.Cell>}
      <Table.Cell>{typeLabel(loan.loanType)}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatUsd(loan.loanAmount)}
      </Table.Cell>
      <Table.Cell>
        <LoanStatusBadge status={loan.status} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{stageLabel(loan.stage)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{loan.lenderName}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDueDate(loan.dueDate)}</Table.Cell>
      <ActionsCell>
        <LoanActionsMenu
          internalId={loan.internalId}
          borrowerName={loan.borrowerName}
          canEdit={loan.viewerCanEdit}
          onEdit={() => onEdit(loan.id)}
          onDelete={() => onDelete(loan.id)}
        />
      </ActionsCell>
    </Table.Row>
  );
}
