import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PropertySalesHistory_property$data,
  PropertySalesHistory_property$key,
} from '../../__generated__/PropertySalesHistory_property.graphql';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { dayOrDash, NOT_AVAILABLE, usdOrDash } from './propertyFormat';

const fragment = graphql`
  fragment PropertySalesHistory_property on Property {
    salesHistory {
      date
      price
      buyers
      sellers
      documentType
    }
  }
`;

type Sale = PropertySalesHistory_property$data['salesHistory'][number];

const names = (list: readonly string[]) => (list.length ? list.join(', ') : NOT_AVAILABLE);

const COLUMNS: readonly HistoryColumn<Sale>[] = [
  { header: 'Date', cell: (row) => dayOrDash(row.date) },
  { header: 'Price', cell: (row) => usdOrDash(row.price), numeric: true },
  { header: 'Buyers', cell: (row) => names(row.buyers) },
  { header: 'Sellers', cell: (row) => names(row.sellers) },
  { header: 'Document type', cell: (row) => row.documentType ?? NOT_AVAILABLE },
];

/** Recorded sales, newest first. */
export function PropertySalesHistory({ property }: { property: PropertySalesHistory_property$key }) {
  const { salesHistory } = useFragment(fragment, property);
  return <HistoryTable title="Sales History" rows={[...salesHistory].reverse()} columns={COLUMNS} empty="No recorded sales." />;
}
