import { Card, Heading } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PropertyOwner_property$key } from '../../__generated__/PropertyOwner_property.graphql';
import { DetailList } from './DetailList';
import { NOT_AVAILABLE } from './propertyFormat';

const fragment = graphql`
  fragment PropertyOwner_property on Property {
    owner {
      name
      mailingAddress
      ownerType
      absenteeOwner
    }
  }
`;

/** Who owns it, where they get mail, and whether they live elsewhere. */
export function PropertyOwner({ property }: { property: PropertyOwner_property$key }) {
  const { owner } = useFragment(fragment, property);
  return (
    <Card.Root as="section" aria-labelledby="property-owner" borderRadius="xl" shadow="xs">
      <Card.Header>
        <Heading as="h3" size="md" id="property-owner">
          Owner
        </Heading>
      </Card.Header>
      <Card.Body>
        <DetailList
          items={[
            { label: 'Name', value: owner.name ?? NOT_AVAILABLE },
            { label: 'Mailing address', value: owner.mailingAddress ?? NOT_AVAILABLE },
            { label: 'Owner type', value: owner.ownerType ?? NOT_AVAILABLE },
            { label: 'Absentee owner', value: owner.absenteeOwner == null ? NOT_AVAILABLE : owner.absenteeOwner ? 'Yes' : 'No' },
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}
