import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LenderDetailRouteQuery } from '../../__generated__/LenderDetailRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query LenderDetailRouteQuery($idOrSlug: String!) {
    lender(idOrSlug: $idOrSlug) {
      ...LenderProfileHeader_lender
      ...LenderContactCard_lender
      ...LenderChannelLinks_lender
      ...LenderProgramsTab_lender
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<LenderDetailRouteQuery>(environment, query, { idOrSlug: params.id ?? '' }, { fetchPolicy: 'store-or-network' });
}
