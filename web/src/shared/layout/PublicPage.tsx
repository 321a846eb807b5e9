import { Container, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PublicPageProps {
  /** The page's h1. */
  title: string;
  /** The line under the title. */
  description: ReactNode;
  /** Space between the heading and each part of the page. */
  gap?: StackProps['gap'];
  children: ReactNode;
}

/** A page of the public area: the wide container, the page's title and description, then its parts. */
export function PublicPage({ title, description, gap = '6', children }: PublicPageProps) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap={gap}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
