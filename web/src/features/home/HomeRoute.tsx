import { Box, Button, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Bot, Calculator, CalendarDays, Landmark, LifeBuoy, MessagesSquare, TrendingUp } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../shared/auth/useSession';
import { ShortcutCard, type ShortcutCardProps } from '../../shared/ui/ShortcutCard';
import { HeroSlider } from './HeroSlider';

type Shortcut = Pick<ShortcutCardProps, 'to' | 'title' | 'description' | 'icon' | 'tone'>;

const SHORTCUTS: readonly Shortcut[] = [
  { to: '/lenders', title: 'Lenders', description: 'Programs, overlays and contacts of our lending partners.', icon: Landmark, tone: 'blue' },
  { to: '/lender-finder', title: 'Scenarios', description: 'Post scenarios and discuss them with account executives.', icon: MessagesSquare, tone: 'teal' },
  { to: '/quote', title: 'Quotes', description: 'Price QM and Non-QM loans side by side.', icon: Calculator, tone: 'purple' },
  { to: '/growth', title: 'Growth', description: 'Pipeline dashboard, recruiting calculator and brand assets.', icon: TrendingUp, tone: 'green' },
  { to: '/marketplace-events', title: 'Events', description: 'Marketplace events and training sessions.', icon: CalendarDays, tone: 'orange' },
  { to: '/support', title: 'Support', description: 'Processing companies and support tickets.', icon: LifeBuoy, tone: 'red' },
];

/** Home (spec §2 "Home dashboard"): hero slider, headline and shortcuts into the portal. */
export function Component() {
  const { signedIn } = useSession();
  return (
    <>
      <HeroSlider />
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Stack gap="2" mb="8" textAlign={{ base: 'start', md: 'center' }} align={{ md: 'center' }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome to Your Dashboard
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Everything a mortgage professional needs — lenders, scenarios, pricing, support and growth — in one portal.
          </Text>
          {!signedIn && (
            <Button asChild colorPalette="brand" mt="2">
              <RouterLink to="/login">Login Now</RouterLink>
            </Button>
          )}
        </Stack>

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {SHORTCUTS.map((shortcut) => (
            <ShortcutCard key={shortcut.to} {...shortcut} variant="elevated" titleAs="h2" />
          ))}
        </SimpleGrid>

        <Box mt="10" rounded="2xl" bg="bg.panel" borderWidth="1px" p={{ base: '6', md: '8' }}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="5" align={{ md: 'center' }} justify="space-between">
            <HStack gap="4" align="flex-start">
              <Box p="3" rounded="xl" bg="brand.100" color="brand.700">
                <Icon as={Bot} boxSize="6" aria-hidden />
              </Box>
              <Stack gap="1">
                <Heading as="h2" size="md">
                  Questions about a guideline or a license?
                </Heading>
                <Text color="fg.muted">The LendHub assistant answers in seconds, any time of day.</Text>
              </Stack>
            </HStack>
            <Button asChild colorPalette="brand" variant="solid">
              <RouterLink to="/ai-chatbot">Ask LendHub</RouterLink>
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
