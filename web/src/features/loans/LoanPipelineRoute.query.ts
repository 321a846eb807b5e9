import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoanPipelineRouteQuery } from '../../__generated__/LoanPipelineRouteQuery.graphql';
import { ROLES } from '../../shared/auth/roles';
import { getRole } from '../../shared/auth/tokenStorage';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query LoanPipelineRouteQuery($withOfficers: Boolean!) {
    ...LoanPipeline_query @arguments(withOfficers: $withOfficers)
    viewer {
      can {
        createLoan
      }
    }
  }
`;

/** An Admin's table filters by officer (the list is Admin-only on the server too). */
export function loader() {
  return loadQuery<LoanPipelineRouteQuery>(
    environment,
    query,
    { withOfficers: getRole() === ROLES.admin },
    { fetchPolicy: 'store-and-network' },
  );
}
