import { Badge } from '@chakra-ui/react';
import { STATUS_PALETTE, type LoanStatus } from './loanOptions';

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" whiteSpace="nowrap">
      {status}
    </Badge>
  );
}
