import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoanDashboardRouteQuery } from '../../__generated__/LoanDashboardRouteQuery.graphql';
import { ROLES } from '../../shared/auth/roles';
import { getRole } from '../../shared/auth/tokenStorage';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query LoanDashboardRouteQuery($withOfficers: Boolean!) {
    loanStats {
      ...LoanStatCards_stats
      ...LoanGauges_stats
    }
    ...LoanPipeline_query @arguments(count: 5, withOfficers: $withOfficers)
    viewer {
      can {
        createLoan
      }
    }
  }
`;

export function loader() {
  return loadQuery<LoanDashboardRouteQuery>(
    environment,
    query,
    { withOfficers: getRole() === ROLES.admin },
    { fetchPolicy: 'store-and-network' },
  );
}
