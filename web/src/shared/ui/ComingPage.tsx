import { Badge, Box, Button, Container, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CheckCircle2, Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';

export interface ComingPageProps {
  /** The screen's title, exactly as the spec names it. */
  title: string;
  /** An optional second heading line (e.g. 'Vendors List'). */
  subtitle?: string;
  /** One sentence about what the screen will do. */
  description?: string;
  /** What the finished screen will offer, shown as a checklist. */
  highlights?: readonly string[];
  /** Where the back button leads. */
  backTo?: { label: string; to: string };
  children?: ReactNode;
}

/** A titled, finished-looking page for a screen whose content arrives in a later release. */
export function ComingPage({ title, subtitle, description, highlights = [], backTo = { label: 'Back to Home', to: '/' }, children }: ComingPageProps) {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Box
        borderWidth="1px"
        borderColor="border.muted"
        rounded="2xl"
        overflow="hidden"
        bg="bg.panel"
        shadow="sm"
      >
        <Box bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.500" color="white" px={{ base: '6', md: '10' }} py={{ base: '8', md: '10' }}>
          <HStack gap="2" mb="3">
            <Icon as={Sparkles} boxSize="4" aria-hidden />
            <Badge variant="solid" bg="whiteAlpha.300" color="white" rounded="full" px="3">
              Coming soon
            </Badge>
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
            {title}
          </Heading>
          {subtitle && (
            <Text mt="1" fontSize="lg" opacity={0.9}>
              {subtitle}
            </Text>
          )}
        </Box>
        <Stack gap="6" px={{ base: '6', md: '10' }} py="8">
          <Text color="fg.muted" fontSize="md">
            {description ?? 'This area of LendHub is being prepared and will be available in an upcoming update.'}
          </Text>
          {highlights.length > 0 && (
            <List.Root gap="3" variant="plain">
              {highlights.map((item) => (
                <List.Item key={item} alignItems="flex-start">
                  <List.Indicator asChild color="brand.600" mt="0.5">
                    <CheckCircle2 size={18} aria-hidden />
                  </List.Indicator>
                  {item}
                </List.Item>
              ))}
            </List.Root>
          )}
          {children}
          <Box>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={backTo.to}>
                <ArrowLeft size={16} aria-hidden /> {backTo.label}
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}

/** Makes a route `Component` rendering a ComingPage. */
export function comingPage(props: ComingPageProps) {
  function ComingRoute() {
    return <ComingPage {...props} />;
  }
  ComingRoute.displayName = `Coming(${props.title})`;
  return ComingRoute;
}
