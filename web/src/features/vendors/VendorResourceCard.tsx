import { Badge, Box, Button, Card, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, KeyRound, Mail, MessageSquare, Phone } from 'lucide-react';
import type { VendorResource } from './vendorResources';

const hrefOf = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** One partner card: what it is, whom to call, its company identifiers and portal links. */
export function VendorResourceCard({
  resource,
  onRequestAccess,
}: {
  resource: VendorResource;
  onRequestAccess: (resource: VendorResource) => void;
}) {
  const { contact, companyInfo } = resource;
  return (
    <Card.Root id={resource.key} size="sm" variant="outline" h="full">
      <Card.Header>
        <Stack gap="1">
          <Text as="h3" fontWeight="semibold" fontSize="lg">
            {resource.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {resource.description}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" fontSize="sm">
          <Stack gap="1">
            <Text fontWeight="medium">{contact.title}</Text>
            {contact.phone && (
              <HStack gap="2">
                <Phone size={14} aria-hidden />
                <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>
              </HStack>
            )}
            {contact.text && (
              <HStack gap="2">
                <MessageSquare size={14} aria-hidden />
                <Text>Text: {contact.text}</Text>
              </HStack>
            )}
            {[contact.email, contact.email2].filter(Boolean).map((email) => (
              <HStack key={email} gap="2">
                <Mail size={14} aria-hidden />
                <Link href={`mailto:${email}`} color="brand.fg">
                  {email}
                </Link>
              </HStack>
            ))}
            {contact.website && (
              <HStack gap="2">
                <ExternalLink size={14} aria-hidden />
                <Link href={hrefOf(contact.website)} target="_blank" rel="noreferrer" color="brand.fg">
                  {contact.website.replace(/^https?:\/\//, '')}
                </Link>
              </HStack>
            )}
          </Stack>
          {companyInfo && (
            <HStack gap="2" flexWrap="wrap">
              {companyInfo.ein && <Badge variant="subtle">EIN {companyInfo.ein}</Badge>}
              {companyInfo.id && <Badge variant="subtle">{companyInfo.id}</Badge>}
            </HStack>
          )}
          <Box>
            <Text fontWeight="medium" mb="1">
              Portals
            </Text>
            <List.Root gap="1" variant="plain">
              {resource.portals.map((portal) => (
                <List.Item key={portal.link} display="block">
                  <Link href={portal.link} target="_blank" rel="noreferrer" color="brand.fg" fontWeight="medium">
                    {portal.name}
                    <ExternalLink size={12} aria-hidden />
                  </Link>
                  <Text color="fg.muted">{portal.description}</Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </Stack>
      </Card.Body>
      {resource.sharedLogin && (
        <Card.Footer>
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={() => onRequestAccess(resource)}
            aria-label={`Request access to ${resource.title}`}
          >
            <KeyRound aria-hidden />
            Request access
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
