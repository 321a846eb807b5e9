import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConversationList_query$key } from '../../__generated__/ConversationList_query.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useDeleteConversation } from './useDeleteConversation';

const fragment = graphql`
  fragment ConversationList_query on Query {
    assistantConversations(first: 20) @connection(key: "ConversationList_assistantConversations") {
      __id
      edges {
        node {
          id
          title
        }
      }
    }
  }
`;

/** The viewer's earlier conversations, newest first: open one, start a new one, delete one. */
export function ConversationList({
  query,
  selectedId,
  disabled,
  onSelect,
  onDeleted,
}: {
  query: ConversationList_query$key;
  selectedId: string | null;
  disabled: boolean;
  onSelect: (id: string | null) => void;
  onDeleted: (id: string) => void;
}) {
  const { assistantConversations } = useFragment(fragment, query);
  const [deleteConversation] = useDeleteConversation();
  const remove = async (id: string) => {
    const result = await deleteConversation({ variables: { input: { conversationId: id }, connections: [assistantConversations.__id] } });
    if (result.ok) {
      notify.success(result.message);
      onDeleted(id);
    } else notify.error(result.message);
  };

  return (
    <Stack as="nav" aria-labelledby="conversations-heading" gap="3" minW="0">
      <HStack justify="space-between">
        <Heading as="h2" id="conversations-heading" size="sm">
          Conversations
        </Heading>
        <Button size="xs" variant="outline" onClick={() => onSelect(null)} disabled={disabled}>
          <MessageSquarePlus aria-hidden /> New conversation
        </Button>
      </HStack>
      {assistantConversations.edges.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No conversations yet. Ask a question to start one.
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1" maxH={{ base: '40', md: '96' }} overflowY="auto">
          {assistantConversations.edges.map(({ node }) => {
            const current = node.id === selectedId;
            return (
              <HStack as="li" key={node.id} gap="1" rounded="md" bg={current ? 'brand.subtle' : undefined}>
                <Button
                  variant="ghost"
                  size="sm"
                  flex="1"
                  minW="0"
                  justifyContent="flex-start"
                  aria-current={current ? 'true' : undefined}
                  disabled={disabled}
                  onClick={() => onSelect(node.id)}
                >
                  <Text truncate>{node.title}</Text>
                </Button>
                <ConfirmDialog
                  title="Are you sure to delete this conversation?"
                  onConfirm={() => remove(node.id)}
                  trigger={
                    <IconButton
                      aria-label={`Delete conversation: ${node.title}`}
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      disabled={disabled}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  }
                />
              </HStack>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
