import { Box, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import {
  ArrowRight,
  Award,
  Bot,
  Building2,
  LifeBuoy,
  Landmark,
  Newspaper,
  Palette,
  Ticket,
  UserRound,
  Users,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { isAdmin } from '../../shared/auth/roles';
import { allows, DASHBOARD_CHILD_ACCESS } from '../../shared/auth/routeAccess';
import { useSession } from '../../shared/auth/useSession';
import { ShortcutCard, type ShortcutCardProps } from '../../shared/ui/ShortcutCard';

interface Tool extends Pick<ShortcutCardProps, 'title' | 'description' | 'icon' | 'tone'> {
  /** Child path under /dashboard, also the key of its role rule. */
  path: string;
}

const TOOLS: readonly Tool[] = [
  { path: 'tickets', title: 'Tickets', description: 'Answer support tickets and set their status.', icon: Ticket, tone: 'blue' },
  { path: 'users', title: 'Users', description: 'Manage users, roles and invitations.', icon: Users, tone: 'purple' },
  { path: 'lenders', title: 'Lenders', description: 'Maintain lender profiles, programs and overlays.', icon: Landmark, tone: 'teal' },
  { path: 'blogs', title: 'Blogs', description: 'Write, publish and moderate posts.', icon: Newspaper, tone: 'orange' },
  { path: 'points', title: 'Points', description: 'Distribute points and review their history.', icon: Award, tone: 'yellow' },
  { path: 'vendors', title: 'Vendors', description: 'Mortgage vendor information and tickets.', icon: Building2, tone: 'cyan' },
  { path: 'profile', title: 'Profile', description: 'Your details, password and two-factor sign-in.', icon: UserRound, tone: 'gray' },
  { path: 'customization', title: 'UI Customization', description: 'Colors, font size and layout preferences.', icon: Palette, tone: 'pink' },
  { path: 'chatbot', title: 'AI Chatbot', description: 'Ask the dashboard assistant.', icon: Bot, tone: 'green' },
  { path: 'support', title: 'Support', description: 'FAQ, documentation and contact support.', icon: LifeBuoy, tone: 'red' },
];

const PORTAL_LINKS = [
  { to: '/lenders', label: 'Lender directory' },
  { to: '/lender-finder', label: 'Scenarios feed' },
  { to: '/growth', label: 'Growth tools' },
  { to: '/training-events', label: 'Training videos' },
];

function greeting(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /dashboard home (Admin and custom roles): a welcome and the tools the role may open. */
export function Component() {
  const { role, email } = useSession();
  const tools = TOOLS.filter((tool) => allows(DASHBOARD_CHILD_ACCESS[tool.path] ?? [], role));
  const name = email?.split('@')[0];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Box
        rounded="2xl"
        p={{ base: '6', md: '8' }}
        mb="8"
        color="white"
        bgGradient="to-r"
        gradientFrom="brand.800"
        gradientTo="brand.500"
        shadow="md"
      >
        <Text fontSize="sm" opacity={0.85}>
          {greeting(new Date())}
          {name ? `, ${name}` : ''}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mt="1">
          {isAdmin(role) ? 'Admin Dashboard' : 'Dashboard'}
        </Heading>
        <Text mt="2" maxW="2xl" opacity={0.9}>
          Everything you manage in LendHub, in one place. Pick a tool below to get started.
        </Text>
      </Box>

      <Heading as="h2" size="lg" mb="4">
        Management tools
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" mb="10">
        {tools.map(({ path, ...tool }) => (
          <ShortcutCard key={path} to={`/dashboard/${path}`} {...tool} variant="outline" titleAs="h3" />
        ))}
      </SimpleGrid>

      <Heading as="h2" size="lg" mb="4">
        In the portal
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        {PORTAL_LINKS.map((link) => (
          <RouterLink key={link.to} to={link.to}>
            <HStack
              justify="space-between"
              px="4"
              py="3"
              rounded="lg"
              bg="bg.panel"
              borderWidth="1px"
              _hover={{ borderColor: 'brand.300', color: 'brand.700' }}
            >
              <Text fontWeight="medium">{link.label}</Text>
              <ArrowRight size={16} aria-hidden />
            </HStack>
          </RouterLink>
        ))}
      </SimpleGrid>
    </Container>
  );
}
