import { Box, Button, Card, Container, Heading, HStack, Link, List, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ExternalLink as ExternalIcon, FileDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { COMMON_MISTAKES, COMPLIANCE_DOWNLOADS, HR_VIEWS, LEGAL_TERMS, MARKETING_RULES, TRID_PRACTICES, type HrView } from './hrContent';

/** Opens in a new tab without giving the page a handle on ours (spec §2 external links). */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
      {children}
      <ExternalIcon aria-hidden size={14} />
      <Text as="span" srOnly>
        (opens in a new tab)
      </Text>
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Practices({ items }: { items: string[] }) {
  return (
    <List.Root as="ol" gap="2" ps="5" fontSize="sm">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** /hr and /hr-compliance (spec §2): HR Portal / Admin Payment, legal terms and the compliance guides. */
export function Component() {
  const [view, setView] = useState<HrView>('hr');
  const current = HR_VIEWS[view];
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            HR and Compliance
          </Heading>
          <Text color="fg.muted">Your HR and payment tools, and the compliance rules every file follows.</Text>
        </Stack>

        <Stack gap="3">
          <SegmentGroup.Root
            value={view}
            onValueChange={(details) => setView(details.value as HrView)}
            aria-label="HR Portal or Admin Payment"
            alignSelf="flex-start"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={(Object.keys(HR_VIEWS) as HrView[]).map((key) => ({ value: key, label: HR_VIEWS[key].label }))} />
          </SegmentGroup.Root>
          <Card.Root variant="subtle">
            <Card.Body gap="2">
              <Heading as="h2" size="md">
                {current.title}
              </Heading>
              <Text fontSize="sm">{current.text}</Text>
              <HStack gap="4" wrap="wrap">
                {current.links.map((link) => (
                  <ExternalLink key={link.href} href={link.href}>
                    {link.label}
                  </ExternalLink>
                ))}
              </HStack>
            </Card.Body>
          </Card.Root>
        </Stack>

        <Section id="legal-terms" title="Legal terms">
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '8rem 1fr' }} columnGap="4" rowGap="2" fontSize="sm">
            {LEGAL_TERMS.map((entry) => (
              <Box key={entry.term} display="contents">
                <Box as="dt" fontWeight="semibold">
                  {entry.term}
                </Box>
                <Box as="dd" mb={{ base: '2', md: '0' }}>
                  {entry.meaning} <ExternalLink href={entry.href}>{`${entry.term} rule`}</ExternalLink>
                </Box>
              </Box>
            ))}
          </Box>
        </Section>

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          <Section id="trid-best-practices" title="TRID Best Practices">
            <Practices items={TRID_PRACTICES} />
          </Section>
          <Section id="common-compliance-mistakes" title="Common Compliance Mistakes">
            <Practices items={COMMON_MISTAKES} />
          </Section>
          <Section id="marketing-sales-compliance" title="Marketing and Sales Compliance">
            <Practices items={MARKETING_RULES} />
          </Section>
        </SimpleGrid>

        <Section id="compliance-downloads" title="Downloads">
          <HStack gap="3" wrap="wrap">
            {COMPLIANCE_DOWNLOADS.map((file) => (
              <Button key={file.href} asChild variant="outline" size="sm">
                <a href={file.href} download>
                  <FileDown aria-hidden /> {file.label} (PDF)
                </a>
              </Button>
            ))}
          </HStack>
        </Section>
      </Stack>
    </Container>
  );
}
