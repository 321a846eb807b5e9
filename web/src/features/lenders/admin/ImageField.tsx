import { Avatar, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { IMAGE_RULE } from '@lendhub/domain/images';
import { FormField } from '../../../shared/ui/FormField';

interface ImageFieldProps {
  label: string;
  /** The file chosen in this form, if any. */
  value: File | null;
  /** The picture stored now (edit mode), shown until another is chosen. */
  currentUrl: string | null | undefined;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  required?: boolean;
}

/** One picture (spec §5: JPG/PNG/WEBP, one file, 2 MB) with a preview of the chosen or current one. */
export function ImageField({ label, value, currentUrl, onChange, error, required }: ImageFieldProps) {
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? currentUrl ?? null;
  return (
    <HStack gap="4" align="start">
      <Avatar.Root size="2xl" shape="rounded" variant="subtle" borderWidth="1px" borderColor="border.muted" flexShrink={0}>
        <Avatar.Fallback>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            No image
          </Text>
        </Avatar.Fallback>
        {shown && <Avatar.Image src={shown} alt={`${label} preview`} objectFit="cover" />}
      </Avatar.Root>
      <Stack gap="1" flex="1" minW="0">
        <FormField label={label} error={error} required={required}>
          <Input
            type="file"
            accept={IMAGE_RULE.mimeTypes.join(',')}
            p="1"
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          <Field.HelperText>{`JPG, PNG or WEBP, at most ${IMAGE_RULE.maxMb}MB`}</Field.HelperText>
        </FormField>
      </Stack>
    </HStack>
  );
}
