import { Box, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Building2, LineChart, ShieldCheck } from 'lucide-react';
import { LoginForm } from './LoginForm';

const HIGHLIGHTS = [
  { icon: Building2, text: 'Lender directory with programs, overlays and contacts' },
  { icon: LineChart, text: 'Scenario feed, growth tools and points rewards' },
  { icon: ShieldCheck, text: 'Support tickets and compliance guides in one place' },
];

/** /login (spec §2 "Sign-in"). */
export function Component() {
  return (
    <Flex
      minH="calc(100dvh - 4rem)"
      align="center"
      justify="center"
      px={{ base: '4', md: '8' }}
      py={{ base: '8', md: '12' }}
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="gray.100"
    >
      <Flex w="full" maxW="4xl" bg="bg.panel" rounded="2xl" shadow="lg" overflow="hidden" direction={{ base: 'column', md: 'row' }}>
        <Stack
          display={{ base: 'none', md: 'flex' }}
          flex="1"
          bgGradient="to-br"
          gradientFrom="brand.800"
          gradientTo="brand.600"
          color="white"
          p="10"
          gap="6"
          justify="center"
        >
          <Heading as="p" size="2xl" lineHeight="1.25">
            The portal for mortgage professionals
          </Heading>
          <Stack gap="4">
            {HIGHLIGHTS.map(({ icon, text }) => (
              <HStack key={text} gap="3" align="flex-start">
                <Icon as={icon} boxSize="5" mt="0.5" aria-hidden />
                <Text opacity={0.92}>{text}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Box flex="1" p={{ base: '6', md: '10' }}>
          <Stack gap="1" mb="6">
            <Heading as="h1" size="2xl">
              Welcome Back
            </Heading>
            <Text color="fg.muted">Sign In to Your Account</Text>
          </Stack>
          <LoginForm />
        </Box>
      </Flex>
    </Flex>
  );
}
