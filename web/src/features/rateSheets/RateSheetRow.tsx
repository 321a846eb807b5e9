import { Badge, Button, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RateSheetRow_sheet$key } from '../../__generated__/RateSheetRow_sheet.graphql';

const fragment = graphql`
  fragment RateSheetRow_sheet on RateSheet {
    id
    lenderName
    status
    format
    productCount
    effectiveAt
    expiresAt
    createdAt
  }
`;

export const RATE_SHEET_COLUMNS = 7;

const STATUS_PALETTE = { ACTIVE: 'green', DRAFT: 'orange', RETIRED: 'gray' } as const;
const STATUS_LABEL = { ACTIVE: 'Active', DRAFT: 'Draft', RETIRED: 'Retired' } as const;

/** Dates of a sheet as a reader says them ('Jan 1, 2026, 8:00 AM'), in their own time zone. */
function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** One sheet of the history; a draft that has not expired can be activated. */
export function RateSheetRow({
  sheet: sheetRef,
  now,
  busy,
  onActivate,
}: {
  sheet: RateSheetRow_sheet$key;
  now: number;
  busy: boolean;
  onActivate: (id: string, lenderName: string) => void;
}) {
  const sheet = useFragment(fragment, sheetRef);
  const status = sheet.status === 'ACTIVE' || sheet.status === 'DRAFT' || sheet.status === 'RETIRED' ? sheet.status : 'RETIRED';
  const expired = new Date(sheet.expiresAt).getTime() <= now;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{sheet.lenderName}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[status]}>{expired && status !== 'RETIRED' ? 'Expired' : STATUS_LABEL[status]}</Badge>
      </Table.Cell>
      <Table.Cell>{sheet.productCount}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{when(sheet.effectiveAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{when(sheet.expiresAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {sheet.format.toUpperCase()} · {when(sheet.createdAt)}
      </Table.Cell>
      <Table.Cell>
        {status === 'DRAFT' && !expired && (
          <Button
            size="xs"
            colorPalette="brand"
            loading={busy}
            onClick={() => onActivate(sheet.id, sheet.lenderName)}
            aria-label={`Activate the ${sheet.lenderName} sheet`}
          >
            Activate
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
