import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AssistantRouteQuery } from '../../__generated__/AssistantRouteQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AssistantChat } from './AssistantChat';
import { query } from './AssistantRoute.query';
import { ChatUnavailable } from './ChatUnavailable';

function Chat({ queryRef }: { queryRef: PreloadedQuery<AssistantRouteQuery> }) {
  const data = usePreloadedQuery<AssistantRouteQuery>(query, queryRef);
  return <AssistantChat query={data} variant="public" />;
}

/** /ai-chatbot (spec §2 "Chatbot"): the Mortgage Assistant with the viewer's conversations. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<AssistantRouteQuery>;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            LendHub AI Assistant
          </Heading>
          <Text color="fg.muted">Ask about loan programmes, licensing, compliance deadlines and the points programme.</Text>
        </Stack>
        <FallbackBoundary resetKey={queryRef} fallback={() => <ChatUnavailable />}>
          <Suspense fallback={<PageSpinner label="Loading the assistant…" />}>
            <Chat queryRef={queryRef} />
          </Suspense>
        </FallbackBoundary>
      </Stack>
    </Container>
  );
}
