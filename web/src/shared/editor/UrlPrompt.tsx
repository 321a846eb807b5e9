import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { EDITOR_PROMPT_ATTRIBUTE } from './dialogEscape';

interface UrlPromptProps {
  label: string;
  /** Returns false when the URL is refused, to show an error and keep the prompt open. */
  onSubmit: (url: string) => boolean;
  onCancel: () => void;
}

/**
 * Inline URL entry under the toolbar (links and images). Not a <form>: the editor usually sits
 * inside one, and forms cannot nest; Enter and Escape are handled here instead.
 */
export function UrlPrompt({ label, onSubmit, onCancel }: UrlPromptProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = () => {
    if (onSubmit(url)) return;
    setError('Please enter a valid http(s) URL');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      // Close only the prompt; a surrounding dialog ignores it (keepDialogOpenOnEditorEscape).
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Stack
      {...{ [EDITOR_PROMPT_ATTRIBUTE]: '' }}
      direction={{ base: 'column', sm: 'row' }}
      align={{ sm: 'flex-end' }}
      gap="2"
      px="3"
      py="2"
      borderBottomWidth="1px"
      bg="bg.muted"
    >
      <Field.Root invalid={error !== null} flex="1">
        <Field.Label htmlFor={inputId}>{label}</Field.Label>
        <Input
          id={inputId}
          size="sm"
          bg="bg"
          autoFocus
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Button size="sm" colorPalette="blue" onClick={submit}>
          Insert
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
