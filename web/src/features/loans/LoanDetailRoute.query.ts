import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoanDetailRouteQuery } from '../../__generated__/LoanDetailRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query LoanDetailRouteQuery($number: Int!) {
    loan(number: $number) {
      ...LoanDetail_loan
    }
    ...LoanFormDialog_query
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const number = Number(params.id);
  return loadQuery<LoanDetailRouteQuery>(
    environment,
    query,
    { number: Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : 0 },
    { fetchPolicy: 'store-and-network' },
  );
}
