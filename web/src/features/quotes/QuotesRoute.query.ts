import { graphql, loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QuotesRouteQuery } from '../../__generated__/QuotesRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';
import { NON_QM_DEFAULTS, nonQmPricerSchema, QM_DEFAULTS, qmPricerSchema } from './pricerFormSchema';
import { nonQmPricingInput, qmPricingInput } from './pricingInput';

export const query = graphql`
  query QuotesRouteQuery($scenario: PriceScenarioInput!) {
    pricingStatus {
      live
      sources {
        lenderName
        source
      }
    }
    ...QuoteResults_query @arguments(scenario: $scenario)
    ...CountyLimitsDialog_query
    ...SavedQuotesPanel_query
  }
`;

/** The sample scenario of the form the path selects (/quote QM, /non-qm Non-QM), priced as the page starts. */
export function initialScenario(pathname: string) {
  return pathname.toLowerCase().startsWith('/non-qm')
    ? nonQmPricingInput(nonQmPricerSchema.parse(NON_QM_DEFAULTS))
    : qmPricingInput(qmPricerSchema.parse(QM_DEFAULTS));
}

export function loader({ request }: LoaderFunctionArgs) {
  return loadQuery<QuotesRouteQuery>(
    environment,
    query,
    { scenario: initialScenario(new URL(request.url).pathname) },
    { fetchPolicy: 'store-and-network' },
  );
}
