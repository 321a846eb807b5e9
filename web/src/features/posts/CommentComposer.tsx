import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentComposer_viewer$key } from '../../__generated__/CommentComposer_viewer.graphql';
import { notify } from '../../shared/toast';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { useAddCommentMutation } from './mutations/useAddCommentMutation';

const fragment = graphql`
  fragment CommentComposer_viewer on User {
    fullName
    # eslint-disable-next-line relay/unused-fields -- the optimistic comment in useAddCommentMutation shows it
    company
    avatarUrl
  }
`;

interface CommentComposerProps {
  viewer: CommentComposer_viewer$key;
  postId: string;
  connectionId: string;
  commentCount: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Called as soon as a comment is sent (e.g. to open the comment list). */
  onSubmitted?: () => void;
}

/** Comment input: Enter or the send button posts it, only when it is not blank after trimming (spec §5). */
export function CommentComposer({ viewer, postId, connectionId, commentCount, inputRef, onSubmitted }: CommentComposerProps) {
  const author = useFragment(fragment, viewer);
  const [addComment] = useAddCommentMutation();
  const [text, setText] = useState('');
  const inputId = useId();
  const content = text.trim();

  const send = async () => {
    setText('');
    const result = await addComment({ postId, connectionId, commentCount, content, author });
    if (result.ok) {
      notify.success(result.message);
      return;
    }
    notify.error(result.message);
    // Give the text back so nothing typed is lost when the server refuses.
    setText((current) => current || content);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content) return;
    void send();
    onSubmitted?.();
  };

  return (
    <HStack as="form" onSubmit={submit} align="flex-end" gap="3">
      <UserAvatar size="sm" name={author.fullName} src={author.avatarUrl} display={{ base: 'none', sm: 'flex' }} mb="0.5" />
      <Field.Root flex="1">
        <Field.Label htmlFor={inputId} fontSize="xs" color="fg.muted" fontWeight="medium">
          Comment as {author.fullName}
        </Field.Label>
        <Input
          id={inputId}
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Write a comment…"
          maxLength={2000}
          autoComplete="off"
          borderRadius="full"
          bg="bg"
        />
      </Field.Root>
      <IconButton type="submit" aria-label="Send comment" colorPalette="brand" borderRadius="full" disabled={!content}>
        <Send />
      </IconButton>
    </HStack>
  );
}
