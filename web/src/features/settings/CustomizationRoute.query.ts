import { graphql, loadQuery } from 'react-relay/hooks';
import type { CustomizationRouteQuery } from '../../__generated__/CustomizationRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query CustomizationRouteQuery {
    viewer {
      uiSettings {
        ...CustomizationForm_settings
      }
    }
  }
`;

export function loader() {
  return loadQuery<CustomizationRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
