import { Badge } from '@chakra-ui/react';
import { STATUS_PALETTE, statusLabel } from './loanOptions';

export function LoanStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {statusLabel(status)}
    </Badge>
  );
}
