import { Heading, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DistributePointsForm_query$key } from '../../__generated__/DistributePointsForm_query.graphql';
import { panelStyle } from '../../shared/ui/panelStyle';
import { PointsAdjustmentForm } from './PointsAdjustmentForm';

const fragment = graphql`
  fragment DistributePointsForm_query on Query {
    pointsRecipients: usersWithPoints(first: 100) {
      edges {
        node {
          id
          fullName
          email
          points {
            id
          }
        }
      }
    }
  }
`;

/** 'Distribute Points' (spec §2): pick a user, an amount, ADD or SUBTRACT, and a reason. */
export function DistributePointsForm({ query }: { query: DistributePointsForm_query$key }) {
  const data = useFragment(fragment, query);
  const users = data.pointsRecipients.edges.map(({ node }) => ({
    id: node.id,
    fullName: node.fullName,
    email: node.email ?? '',
    pointsId: node.points?.id ?? null,
  }));
  return (
    <Stack gap="4" as="section" aria-labelledby="distribute-points" {...panelStyle}>
      <Heading as="h2" size="lg" id="distribute-points">
        Distribute Points
      </Heading>
      <PointsAdjustmentForm users={users} submitLabel="Submit" />
    </Stack>
  );
}
