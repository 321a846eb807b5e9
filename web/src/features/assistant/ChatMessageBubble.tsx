import { Box, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChatMessageBubble_message$key } from '../../__generated__/ChatMessageBubble_message.graphql';

const fragment = graphql`
  fragment ChatMessageBubble_message on ChatMessage {
    text
    sender
    timestamp
  }
`;

/** One message of the chat (spec §3 Chat message): the user's on the right, the bot's on the left. */
export function ChatBubble({ sender, text, time }: { sender: 'USER' | 'BOT'; text: string; time?: string }) {
  const mine = sender === 'USER';
  return (
    <Box as="li" listStyleType="none" alignSelf={mine ? 'flex-end' : 'flex-start'} maxW={{ base: '90%', md: '80%' }}>
      <Box
        bg={mine ? 'brand.solid' : 'bg.muted'}
        color={mine ? 'brand.contrast' : 'fg'}
        px="3.5"
        py="2.5"
        rounded="xl"
        roundedBottomRight={mine ? 'sm' : 'xl'}
        roundedBottomLeft={mine ? 'xl' : 'sm'}
      >
        <Text as="span" srOnly>
          {mine ? 'You said: ' : 'Mortgage Assistant said: '}
        </Text>
        <Text whiteSpace="pre-wrap" fontSize="sm" lineHeight="tall">
          {text}
        </Text>
      </Box>
      {time && (
        <Text fontSize="xs" color="fg.muted" mt="1" textAlign={mine ? 'right' : 'left'}>
          {new Date(time).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}
        </Text>
      )}
    </Box>
  );
}

export function ChatMessageBubble({ message }: { message: ChatMessageBubble_message$key }) {
  const data = useFragment(fragment, message);
  return <ChatBubble sender={data.sender === 'USER' ? 'USER' : 'BOT'} text={data.text} time={data.timestamp as string} />;
}
