import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { ProcessorFilters } from './ProcessorFilters';
import { filterProcessors, PROCESSORS, type Processor } from './processingProviders';
import { ProviderRequestDialog } from './ProviderRequestDialog';
import { PublicPage } from '../../shared/layout/PublicPage';

function ProviderCard({ processor }: { processor: Processor }) {
  const headingId = `provider-${processor.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm">
      <Card.Body gap="3">
        <HStack gap="3" align="flex-start">
          <UserAvatar name={processor.company} shape="rounded" />
          <Stack gap="0" minW="0">
            <Heading as="h2" size="sm" id={headingId}>
              {processor.company}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {processor.serviceType} · {processor.loanTypes.join(', ')}
            </Text>
          </Stack>
        </HStack>
        <Text fontSize="sm">{processor.description}</Text>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontSize="sm" fontWeight="semibold">
            {processor.cost}
          </Text>
          <ProviderRequestDialog processor={processor} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** /processing-providers (spec §2 "Vendors": processing providers page): filters and a request form in a modal. */
export function Component() {
  const [serviceType, setServiceType] = useState('');
  const [loanType, setLoanType] = useState('');
  const providers = filterProcessors(PROCESSORS, serviceType, loanType);
  return (
    <PublicPage
      title="Processing Providers"
      description="Closing, compliance, marketing and processing help for AUS, credit, USDA and VA files."
    >
      <ProcessorFilters serviceType={serviceType} loanType={loanType} onServiceTypeChange={setServiceType} onLoanTypeChange={setLoanType} />
      {providers.length === 0 ? (
        <EmptyNotice
          icon={<SearchX />}
          title="No providers match these filters"
          description="Choose another service type or loan type, or pick All."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {providers.map((processor) => (
            <ProviderCard key={processor.id} processor={processor} />
          ))}
        </SimpleGrid>
      )}
    </PublicPage>
  );
}
