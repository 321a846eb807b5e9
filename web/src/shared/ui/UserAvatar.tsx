import { Avatar, type AvatarRootProps } from '@chakra-ui/react';

interface UserAvatarProps extends AvatarRootProps {
  name: string;
  /** The photo; the initials of `name` show without one. */
  src?: string | null | undefined;
}

/** A person's photo, or their initials. The image is decorative: the name is always shown beside it. */
export function UserAvatar({ name, src, ...rootProps }: UserAvatarProps) {
  return (
    <Avatar.Root colorPalette="brand" {...rootProps}>
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
