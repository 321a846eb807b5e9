import { Heading, Stack, Text } from '@chakra-ui/react';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { DashboardChatbotRouteQuery } from '../../__generated__/DashboardChatbotRouteQuery.graphql';
import { AssistantLoader } from './AssistantLoader';
import { query } from './DashboardChatbotRoute.query';

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
      <AssistantLoader query={query} queryRef={queryRef} variant="dashboard" />
    </Stack>
  );
}
