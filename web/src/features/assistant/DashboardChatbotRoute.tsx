import { Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { DashboardChatbotRouteQuery } from '../../__generated__/DashboardChatbotRouteQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AssistantChat } from './AssistantChat';
import { ChatUnavailable } from './ChatUnavailable';
import { query } from './DashboardChatbotRoute.query';

function Chat({ queryRef }: { queryRef: PreloadedQuery<DashboardChatbotRouteQuery> }) {
  const data = usePreloadedQuery<DashboardChatbotRouteQuery>(query, queryRef);
  return <AssistantChat query={data} variant="dashboard" />;
}

/** /dashboard/chatbot (Admin, spec §2): the same assistant, opening with the bot's greeting. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardChatbotRouteQuery>;
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Chatbot
        </Heading>
        <Text color="fg.muted">Ask the assistant about loan programmes, licensing, compliance and the portal.</Text>
      </Stack>
      <FallbackBoundary resetKey={queryRef} fallback={() => <ChatUnavailable />}>
        <Suspense fallback={<PageSpinner label="Loading the assistant…" />}>
          <Chat queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
