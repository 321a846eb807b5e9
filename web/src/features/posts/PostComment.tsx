import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PostComment_comment$key } from '../../__generated__/PostComment_comment.graphql';
import { RichTextView } from '../../shared/editor/RichTextView';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { formatCommentDate } from './formatDate';

const fragment = graphql`
  fragment PostComment_comment on Comment {
    id
    content
    authorName
    authorCompany
    authorImage
    createdAt
  }
`;

export function PostComment({ comment }: { comment: PostComment_comment$key }) {
  const data = useFragment(fragment, comment);
  const pending = data.id.startsWith('client:optimistic-comment:');
  return (
    <HStack as="li" align="flex-start" gap="3" opacity={pending ? 0.7 : 1} transition="opacity 0.2s">
      <UserAvatar size="sm" name={data.authorName} src={data.authorImage} />
      <Box flex="1" minW="0" bg="bg.muted" borderRadius="lg" px="3.5" py="2.5">
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '2' }} align={{ sm: 'baseline' }}>
          <Text fontWeight="semibold" fontSize="sm">
            {data.authorName}
            {data.authorCompany && (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' · '}
                {data.authorCompany}
              </Text>
            )}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {pending ? 'Sending…' : <time dateTime={data.createdAt}>{formatCommentDate(data.createdAt)}</time>}
          </Text>
        </Stack>
        <RichTextView html={data.content} fontSize="sm" mt="1" />
      </Box>
    </HStack>
  );
}
