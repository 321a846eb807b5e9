import { Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { CompanyCard } from './CompanyCard';
import { CreateSupportTicketDialog } from './CreateSupportTicketDialog';
import { ProcessorCard } from './ProcessorCard';
import { ProcessorFilters } from './ProcessorFilters';
import { filterProcessors, PROCESSING_COMPANIES, PROCESSORS } from './processingProviders';

/** /support (spec §2 "Support page"): processors filtered by service and loan type, the processing companies, and a ticket modal. */
export function Component() {
  const [serviceType, setServiceType] = useState('');
  const [loanType, setLoanType] = useState('');
  const processors = filterProcessors(PROCESSORS, serviceType, loanType);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="8">
        <HStack justify="space-between" align="flex-end" flexWrap="wrap" gap="4">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Support
            </Heading>
            <Text color="fg.muted">Processors and processing companies for your files, and a ticket when you need us.</Text>
          </Stack>
          <CreateSupportTicketDialog />
        </HStack>

        <Stack gap="4" as="section" aria-labelledby="processors-heading">
          <Heading as="h2" size="xl" id="processors-heading">
            Processors
          </Heading>
          <ProcessorFilters
            serviceType={serviceType}
            loanType={loanType}
            onServiceTypeChange={setServiceType}
            onLoanTypeChange={setLoanType}
          />
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {processors.length === 1 ? '1 processor' : `${processors.length} processors`}
          </Text>
          {processors.length === 0 ? (
            <EmptyNotice
              icon={<SearchX />}
              title="No processors match these filters"
              description="Choose another service type or loan type, or pick All."
            />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
              {processors.map((processor) => (
                <ProcessorCard key={processor.id} processor={processor} />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Stack gap="4" as="section" aria-labelledby="companies-heading">
          <Heading as="h2" size="xl" id="companies-heading">
            Processing Companies
          </Heading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            {PROCESSING_COMPANIES.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
