import { graphql, loadQuery } from 'react-relay/hooks';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query ProfileRouteQuery {
    viewer {
      ...AvatarUpload_user
      ...ProfileForm_user
      ...SecurityPanel_user
    }
    ...ProfileForm_query
  }
`;

export function loader() {
  return loadQuery<ProfileRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
