import { Box, Button, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Bot, FileDown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { licensePdfPath, LICENSING_STATES, LICENSING_STEPS } from './licensingGuide';

/** /licensing and /Licensing (spec §2): the 4-step guide, the assistant, and a checklist PDF per state. */
export function Component() {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Licensing
          </Heading>
          <Text color="fg.muted">Your path to a mortgage loan originator license, in 4 steps.</Text>
          <Box>
            <Button asChild colorPalette="brand" size="sm" mt="2">
              <RouterLink to="/ai-chatbot">
                <Bot aria-hidden /> Ask the AI assistant about licensing
              </RouterLink>
            </Button>
          </Box>
        </Stack>

        <Box as="section" aria-labelledby="licensing-steps">
          <Heading as="h2" id="licensing-steps" size="lg" mb="4">
            The 4-step licensing guide
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none">
            {LICENSING_STEPS.map((step, index) => (
              <Card.Root as="li" key={step.title} variant="outline">
                <Card.Body gap="2">
                  <Text fontSize="sm" fontWeight="bold" color="brand.fg">
                    Step {index + 1}
                  </Text>
                  <Heading as="h3" size="md">
                    {step.title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {step.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" aria-labelledby="licensing-states">
          <Heading as="h2" id="licensing-states" size="lg" mb="1">
            State license checklists
          </Heading>
          <Text color="fg.muted" fontSize="sm" mb="4">
            A one-page PDF per state: its regulator, the 4 steps and a checklist to tick off.
          </Text>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3 }} gap="2" listStyleType="none">
            {LICENSING_STATES.map((state) => (
              <Box as="li" key={state.code}>
                <Link
                  href={licensePdfPath(state)}
                  download={`${state.name} licensing checklist.pdf`}
                  display="flex"
                  gap="2"
                  alignItems="center"
                  px="3"
                  py="2"
                  rounded="md"
                  borderWidth="1px"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                >
                  <FileDown aria-hidden size={18} />
                  <Text as="span">
                    {state.name} ({state.code})
                  </Text>
                  <Text as="span" srOnly>
                    licensing checklist, PDF
                  </Text>
                </Link>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Stack>
    </Container>
  );
}
