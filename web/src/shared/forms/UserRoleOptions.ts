import { graphql, useFragment } from 'react-relay/hooks';
import type { UserRoleOptions_query$key } from '../../__generated__/UserRoleOptions_query.graphql';
import type { SelectOption } from '../ui/OptionSelect';

// The roles a user can be given, from the gateway (custom roles included); inactive ones are not offered.
const fragment = graphql`
  fragment UserRoleOptions_query on Query {
    roleOptions: roles(first: 100) {
      edges {
        node {
          id
          name
          status
        }
      }
    }
  }
`;

/** Role options for a select: value = the UserRole id, label = its name. */
export function useUserRoleOptions(queryRef: UserRoleOptions_query$key): SelectOption[] {
  const data = useFragment(fragment, queryRef);
  return data.roleOptions.edges.filter(({ node }) => node.status !== 'INACTIVE').map(({ node }) => ({ value: node.id, label: node.name }));
}
