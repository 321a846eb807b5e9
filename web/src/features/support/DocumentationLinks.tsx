import { Card, Heading, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Where the portal's guides live (spec §2 "Documentation links"). */
export const DOCUMENTATION_LINKS = [
  { label: 'Licensing guide', to: '/licensing', description: 'The 4-step guide and state license PDFs' },
  { label: 'HR & Compliance', to: '/hr-compliance', description: 'TRID timing, advertising and file rules' },
  { label: 'Processing Providers', to: '/processing-providers', description: 'Closing, compliance, marketing and processing help' },
  { label: 'Support page', to: '/support', description: 'Processors, processing companies and their fees' },
  { label: 'Mortgage Assistant', to: '/ai-chatbot', description: 'Ask about programs, guidelines and the portal' },
] as const;

export function DocumentationLinks() {
  return (
    <Card.Root as="section" aria-labelledby="docs-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="docs-heading">
          Documentation
        </Heading>
      </Card.Header>
      <Card.Body>
        <List.Root gap="3" variant="plain">
          {DOCUMENTATION_LINKS.map((link) => (
            <List.Item key={link.to} display="block">
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {link.description}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
