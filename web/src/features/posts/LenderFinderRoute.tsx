import { Container, Heading, Icon, Stack, Tabs, Text } from '@chakra-ui/react';
import { BookUser, Search } from 'lucide-react';
import { Suspense, useState } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { LenderFinderRouteQuery } from '../../__generated__/LenderFinderRouteQuery.graphql';
import { notify } from '../../shared/toast';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { panelStyle } from '../../shared/ui/panelStyle';
import { CompanyDirectory } from '../directory';
import { AddScenarioDialog } from './AddScenarioDialog';
import { FinderSelectors } from './FinderSelectors';
import { PostFeed } from './PostFeed';
import { query } from './LenderFinderRoute.query';

function LenderFinderPanel({ queryRef }: { queryRef: PreloadedQuery<LenderFinderRouteQuery> }) {
  const data = usePreloadedQuery<LenderFinderRouteQuery>(query, queryRef);
  // The gateway answers from the rule it enforces on createPost (spec §6: Admin, Account Executive).
  const mayCreatePost = data.viewer?.can?.createPost ?? false;
  return (
    <Stack gap="6">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-end' }}
        justify="space-between"
        gap="4"
        {...panelStyle}
      >
        <FinderSelectors query={data} />
        {mayCreatePost && <AddScenarioDialog query={data} />}
      </Stack>
      <PostFeed query={data} viewer={data.viewer ?? null} />
    </Stack>
  );
}

function FeedUnavailable() {
  return (
    <Text color="fg.muted" textAlign="center" py="10">
      Scenarios could not be loaded. Please try again later.
    </Text>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LenderFinderRouteQuery>;
  const [tab, setTab] = useState('lender-finder');
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Lender Finder
          </Heading>
          <Text color="fg.muted">Share loan scenarios with lenders, and find the right person in the company directory.</Text>
        </Stack>
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="lender-finder">
              <Icon as={Search} display={{ base: 'none', sm: 'inline' }} aria-hidden />
              Lender Finder
            </Tabs.Trigger>
            <Tabs.Trigger value="company-directory">
              <Icon as={BookUser} display={{ base: 'none', sm: 'inline' }} aria-hidden />
              Company Directory
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="lender-finder" pt="6">
            <FallbackBoundary
              resetKey={queryRef}
              fallback={() => <FeedUnavailable />}
              onError={() => notify.error('Failed to load blog posts')}
            >
              <Suspense fallback={<PageSpinner label="Loading scenarios…" />}>
                <LenderFinderPanel queryRef={queryRef} />
              </Suspense>
            </FallbackBoundary>
          </Tabs.Content>
          <Tabs.Content value="company-directory" pt="6">
            <CompanyDirectory />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
