import { Card, DataList, Heading, Link } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ContactInformationCard_query$key } from '../../__generated__/ContactInformationCard_query.graphql';

const fragment = graphql`
  fragment ContactInformationCard_query on Query {
    contactInformation {
      supportHours
      email
      phone
      liveChatAvailability
    }
  }
`;

/** 'Contact Information' from the server (support hours default to 'Monday - Friday: 9:00 AM - 5:00 PM'). */
export function ContactInformationCard({ query }: { query: ContactInformationCard_query$key }) {
  const { contactInformation: info } = useFragment(fragment, query);
  return (
    <Card.Root as="section" aria-labelledby="contact-info-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="contact-info-heading">
          Contact Information
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root gap="3">
          <DataList.Item>
            <DataList.ItemLabel>Support Hours</DataList.ItemLabel>
            <DataList.ItemValue>{info.supportHours}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>
              <Link href={`mailto:${info.email}`} color="brand.fg" wordBreak="break-all">
                {info.email}
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Phone</DataList.ItemLabel>
            <DataList.ItemValue>
              <Link href={`tel:${info.phone}`} color="brand.fg">
                {info.phone}
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Live Chat</DataList.ItemLabel>
            <DataList.ItemValue>{info.liveChatAvailability}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
