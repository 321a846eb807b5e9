import { Avatar } from '@chakra-ui/react';

interface LenderLogoProps {
  name: string;
  logoUrl: string | null | undefined;
  size?: 'md' | 'lg' | 'xl' | '2xl';
}

/** The lender's logo, or its initials when there is none or it fails to load. */
export function LenderLogo({ name, logoUrl, size = 'lg' }: LenderLogoProps) {
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="brand" variant="subtle" borderWidth="1px" borderColor="border.muted" bg="white">
      <Avatar.Fallback name={name} bg="brand.subtle" color="brand.fg" fontWeight="bold" />
      {logoUrl && <Avatar.Image src={logoUrl} alt={`${name} logo`} objectFit="contain" p="1" />}
    </Avatar.Root>
  );
}
