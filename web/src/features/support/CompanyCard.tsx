import { Badge, Card, Heading, HStack, Link, List, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ProcessingCompany } from './processingProviders';

function FeeTable({ caption, fees }: { caption: string; fees: ProcessingCompany['fees'] }) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mt="0" mb="2">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Service</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Fee</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {fees.map((fee) => (
          <Table.Row key={fee.label}>
            <Table.Cell>{fee.label}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="medium" whiteSpace="nowrap">
              {fee.value}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function StateList({ label, states, palette }: { label: string; states: readonly string[]; palette: string }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Wrap gap="1.5" as="ul" aria-label={label}>
        {states.map((state) => (
          <Badge as="li" key={state} colorPalette={palette} variant="subtle">
            {state}
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}

/** A 'Processing Companies' card (spec §2, §9): fees, licensed states, the 'Pending' list, contact with optional fax, highlights. */
export function CompanyCard({ company }: { company: ProcessingCompany }) {
  const headingId = `company-${company.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h3" size="lg" id={headingId}>
          {company.name}
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        <FeeTable caption="Fees" fees={company.fees} />
        {company.additionalFees.length > 0 && <FeeTable caption="Additional Fees" fees={company.additionalFees} />}
        <StateList label={`Licensed States (${company.licensedStates.length})`} states={company.licensedStates} palette="green" />
        {company.pendingStates.length > 0 && <StateList label="Pending" states={company.pendingStates} palette="orange" />}
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="semibold">Contact</Text>
          <Text>{company.contact.name}</Text>
          <HStack gap="1">
            <Text>Phone:</Text>
            <Link href={`tel:${company.contact.phone}`}>{company.contact.phone}</Link>
          </HStack>
          {company.contact.fax && <Text>Fax: {company.contact.fax}</Text>}
          <Link href={`mailto:${company.contact.email}`} wordBreak="break-all">
            {company.contact.email}
          </Link>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="sm">
            Highlights
          </Text>
          <List.Root ps="5" fontSize="sm">
            {company.highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
