import { Box, Card, HStack, Icon, Stack } from '@chakra-ui/react';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export interface ShortcutCardProps {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** A Chakra colour palette for the icon tile, e.g. 'blue'. */
  tone: string;
  /** 'elevated' on the public home page, 'outline' inside the dashboard. */
  variant?: 'elevated' | 'outline';
  /** Heading level of the title, so each page keeps a correct outline. */
  titleAs?: 'h2' | 'h3';
}

const HOVER = {
  elevated: { shadow: 'lg', transform: 'translateY(-2px)' },
  outline: { shadow: 'md', borderColor: 'brand.300' },
} as const;

/** A whole-card link: icon tile, arrow, title and one line of description. */
export function ShortcutCard({ to, title, description, icon, tone, variant = 'outline', titleAs = 'h2' }: ShortcutCardProps) {
  return (
    <Card.Root asChild variant={variant} _hover={HOVER[variant]} transition="all 0.15s">
      <RouterLink to={to}>
        <Card.Body gap="3">
          <HStack justify="space-between">
            <Box p="2.5" rounded="lg" bg={`${tone}.100`} color={`${tone}.700`}>
              <Icon as={icon} boxSize="5" aria-hidden />
            </Box>
            <Icon as={ArrowRight} boxSize="4" color="fg.subtle" aria-hidden />
          </HStack>
          <Stack gap={variant === 'elevated' ? '3' : '1'}>
            <Card.Title as={titleAs}>{title}</Card.Title>
            <Card.Description>{description}</Card.Description>
          </Stack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
