import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { AssistantRouteQuery } from '../../__generated__/AssistantRouteQuery.graphql';
import { AssistantLoader } from './AssistantLoader';
import { query } from './AssistantRoute.query';

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
        <AssistantLoader query={query} queryRef={queryRef} variant="public" />
      </Stack>
    </Container>
  );
}
