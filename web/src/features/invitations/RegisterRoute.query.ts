import { graphql, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RegisterRouteQuery } from '../../__generated__/RegisterRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export interface LoaderData {
  token: string | null;
  queryRef: PreloadedQuery<RegisterRouteQuery>;
}

export const query = graphql`
  query RegisterRouteQuery($token: String!, $invited: Boolean!) {
    invitation(token: $token) @include(if: $invited) {
      ...RegistrationForm_invitation
    }
    ...RegistrationForm_query
  }
`;

/**
 * Registration reads the optional invitation `token` query parameter (spec §2); the invitation is checked
 * as the page starts. Without a token the visitor registers for an Admin's approval (docs/product.md "Accounts").
 */
export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const token = new URL(request.url).searchParams.get('token');
  return {
    token,
    queryRef: loadQuery<RegisterRouteQuery>(environment, query, { token: token ?? '', invited: !!token }, { fetchPolicy: 'network-only' }),
  };
}
