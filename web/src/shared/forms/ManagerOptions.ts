import { graphql, useFragment } from 'react-relay/hooks';
import type { ManagerOptions_query$key } from '../../__generated__/ManagerOptions_query.graphql';
import type { SelectOption } from '../ui/OptionSelect';

// Whom a user may report to: the portal's people (the Company Directory's list).
const fragment = graphql`
  fragment ManagerOptions_query on Query {
    companyDirectory {
      people(first: 500) {
        edges {
          node {
            id
            fullName
          }
        }
      }
    }
  }
`;

/** 'Reports to' options for a select (value = the User id, label = the name), without the user themself. */
export function useManagerOptions(queryRef: ManagerOptions_query$key, userId: string | undefined): SelectOption[] {
  const { companyDirectory } = useFragment(fragment, queryRef);
  return companyDirectory.people.edges
    .filter(({ node }) => node.id !== userId)
    .map(({ node }) => ({ value: node.id, label: node.fullName }));
}
