import { Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { Suspense, useState } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { VendorsRouteQuery } from '../../__generated__/VendorsRouteQuery.graphql';
import { RequestAccessDialog } from './RequestAccessDialog';
import { VendorResourceCard } from './VendorResourceCard';
import { RESOURCE_SECTIONS, VENDOR_RESOURCES } from './vendorResources';
import { query } from './VendorsRoute.query';

const sectionId = (section: string) => `section-${section.toLowerCase().replace(/\W+/g, '-')}`;

/** For those who may manage vendors (the gateway says who): a way to 'Mortgage Vendor Information'. */
function ManageVendorsLink({ queryRef }: { queryRef: PreloadedQuery<VendorsRouteQuery> }) {
  const data = usePreloadedQuery<VendorsRouteQuery>(query, queryRef);
  if (!data.viewer?.can?.createVendor) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to="/dashboard/vendors">
        <Settings aria-hidden />
        Manage mortgage vendors
      </RouterLink>
    </Button>
  );
}

/** /vendors (spec §2 "Vendors"): 'Lending Partners & Resources', the 'Vendors List' of partner cards. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<VendorsRouteQuery>;
  const [portal, setPortal] = useState<string | null>(null);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="8">
        <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Lending Partners & Resources
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              Vendors List
            </Text>
          </Stack>
          <Suspense fallback={null}>
            <ManageVendorsLink queryRef={queryRef} />
          </Suspense>
        </HStack>
        {RESOURCE_SECTIONS.map((section) => (
          <Stack as="section" key={section} gap="3" aria-labelledby={sectionId(section)}>
            <Heading as="h2" size="lg" id={sectionId(section)}>
              {section}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {VENDOR_RESOURCES.filter((resource) => resource.section === section).map((resource) => (
                <VendorResourceCard key={resource.key} resource={resource} onRequestAccess={(chosen) => setPortal(chosen.title)} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
      <RequestAccessDialog portal={portal} onClose={() => setPortal(null)} />
    </Container>
  );
}
