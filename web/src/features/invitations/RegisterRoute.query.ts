import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RegisterRouteQuery } from '../../__generated__/RegisterRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export interface LoaderData {
  token: string | null;
  queryRef: PreloadedQuery<RegisterRouteQuery> | null;
}

export const query = graphql`
  query RegisterRouteQuery($token: String!) {
    invitation(token: $token) {
      ...RegistrationForm_invitation
    }
  }
`;

/** Registration reads the invitation `token` query parameter (spec §2); the invitation is checked as the page starts. */
export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { token: null, queryRef: null };
  return { token, queryRef: loadQuery<RegisterRouteQuery>(environment, query, { token }, { fetchPolicy: 'network-only' }) };
}
