import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PropertyTaxHistory_property$data,
  PropertyTaxHistory_property$key,
} from '../../__generated__/PropertyTaxHistory_property.graphql';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { usdOrDash } from './propertyFormat';

const fragment = graphql`
  fragment PropertyTaxHistory_property on Property {
    taxHistory {
      year
      taxAmount
      assessedValue
      marketValue
    }
  }
`;

type TaxYear = PropertyTaxHistory_property$data['taxHistory'][number];

const COLUMNS: readonly HistoryColumn<TaxYear>[] = [
  { header: 'Year', cell: (row) => row.year },
  { header: 'Tax amount', cell: (row) => usdOrDash(row.taxAmount), numeric: true },
  { header: 'Assessed value', cell: (row) => usdOrDash(row.assessedValue), numeric: true },
  { header: 'Market value', cell: (row) => usdOrDash(row.marketValue), numeric: true },
];

/** Property tax by year, newest first. */
export function PropertyTaxHistory({ property }: { property: PropertyTaxHistory_property$key }) {
  const { taxHistory } = useFragment(fragment, property);
  return <HistoryTable title="Tax History" rows={[...taxHistory].reverse()} columns={COLUMNS} empty="No tax records." />;
}
