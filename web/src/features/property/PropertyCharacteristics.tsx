import { Card, Heading, Link } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PropertyCharacteristics_property$key } from '../../__generated__/PropertyCharacteristics_property.graphql';
import { DetailList } from './DetailList';
import { mapUrl, NOT_AVAILABLE, numberOrDash } from './propertyFormat';

const fragment = graphql`
  fragment PropertyCharacteristics_property on Property {
    characteristics {
      beds
      baths
      squareFeet
      yearBuilt
      propertyType
      county
      latitude
      longitude
    }
  }
`;

/** Beds, baths, size, age, type, county and a map of the spot. */
export function PropertyCharacteristics({ property }: { property: PropertyCharacteristics_property$key }) {
  const { characteristics: c } = useFragment(fragment, property);
  const map =
    c.latitude != null && c.longitude != null ? (
      <Link href={mapUrl(c.latitude, c.longitude)} target="_blank" rel="noopener noreferrer" color="brand.fg">
        <MapPin size={16} aria-hidden />
        View on map ({c.latitude.toFixed(4)}, {c.longitude.toFixed(4)})
      </Link>
    ) : (
      NOT_AVAILABLE
    );
  return (
    <Card.Root as="section" aria-labelledby="property-characteristics" borderRadius="xl" shadow="xs">
      <Card.Header>
        <Heading as="h3" size="md" id="property-characteristics">
          Characteristics
        </Heading>
      </Card.Header>
      <Card.Body>
        <DetailList
          items={[
            { label: 'Beds', value: numberOrDash(c.beds) },
            { label: 'Baths', value: numberOrDash(c.baths) },
            { label: 'Square feet', value: numberOrDash(c.squareFeet) },
            { label: 'Year built', value: c.yearBuilt ?? NOT_AVAILABLE },
            { label: 'Type', value: c.propertyType ?? NOT_AVAILABLE },
            { label: 'County', value: c.county ?? NOT_AVAILABLE },
            { label: 'Location', value: map },
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}
