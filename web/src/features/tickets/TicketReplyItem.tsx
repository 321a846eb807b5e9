import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketReplyItem_reply$key } from '../../__generated__/TicketReplyItem_reply.graphql';
import { formatTicketDate } from './ticketStatus';

const fragment = graphql`
  fragment TicketReplyItem_reply on TicketReply {
    title
    message
    from
    to
    author {
      fullName
      roleName
    }
    createdAt
  }
`;

/** One reply of a ticket's thread: its title, who wrote to whom, when, and the message. */
export function TicketReplyItem({ reply: replyRef }: { reply: TicketReplyItem_reply$key }) {
  const reply = useFragment(fragment, replyRef);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Stack gap="1">
        <HStack justify="space-between" align="baseline" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">{reply.title}</Text>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={reply.createdAt}>{formatTicketDate(reply.createdAt)}</time>
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {reply.author ? `Written by ${reply.author.fullName} (${reply.author.roleName}) · ` : ''}From {reply.from} to {reply.to}
        </Text>
        <Text whiteSpace="pre-wrap">{reply.message}</Text>
      </Stack>
    </Box>
  );
}
