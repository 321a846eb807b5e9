import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AvatarUpload_user$key } from '../../__generated__/AvatarUpload_user.graphql';
import { notify } from '../../shared/toast';
import { UserAvatar } from '../../shared/ui/UserAvatar';
import { useUpdateProfileMutation } from './mutations/useUpdateProfileMutation';

/**
 * The viewer's photo; a chosen file uploads at once (spec §2 "Profile page"). The answer's avatarUrl
 * lands on the viewer's record, so the top bar shows the new photo without a reload.
 */
export function AvatarUpload({ user: userRef }: { user: AvatarUpload_user$key }) {
  const user = useFragment(
    graphql`
      fragment AvatarUpload_user on User {
        fullName
        avatarUrl
        roleName
        email
      }
    `,
    userRef,
  );
  const [updateProfile, uploading] = useUpdateProfileMutation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    const result = await updateProfile({ input: {}, avatar: file });
    if (input.current) input.current.value = '';
    if (result.ok) notify.success('Avatar updated successfully');
    else notify.error('Failed to upload avatar', result.message === 'Failed to update profile' ? undefined : result.message);
  }

  return (
    <HStack gap="4" align="center" flexWrap="wrap">
      <UserAvatar name={user.fullName} src={user.avatarUrl} size="2xl" />
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" fontSize="lg" truncate>
          {user.fullName}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {user.roleName} · {user.email}
        </Text>
        <VisuallyHidden asChild>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-label="Upload avatar"
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
          />
        </VisuallyHidden>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start" loading={uploading} loadingText="Uploading...">
          <label htmlFor={inputId} style={{ cursor: 'pointer' }}>
            <Upload size={16} aria-hidden /> Change Avatar
          </label>
        </Button>
      </Stack>
    </HStack>
  );
}
