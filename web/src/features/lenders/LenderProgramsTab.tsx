import { Card, Heading, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderProgramsTab_lender$key } from '../../__generated__/LenderProgramsTab_lender.graphql';
import { RichTextView } from '../../shared/editor/RichTextView';

const fragment = graphql`
  fragment LenderProgramsTab_lender on Lender {
    programs {
      qmPrograms
      nonQmPrograms
      uniquePropertyType
      productOffer
    }
    lenderNiche
    overlays
  }
`;

function SectionCard({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" borderRadius="xl" h="full">
      <Card.Body gap="3" p="5">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ProgramCard({ title, id, entries }: { title: string; id: string; entries: readonly string[] }) {
  return (
    <SectionCard title={title} id={id}>
      <List.Root gap="1.5" ps="5" fontSize="sm" color="fg">
        {entries.map((entry) => (
          <List.Item key={entry} _marker={{ color: 'brand.500' }}>
            {entry}
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

const hasText = (html: string | null | undefined): html is string => !!html && html.replace(/<[^>]*>/g, '').trim() !== '';

/** The 'All Programs' tab: program cards (only when non-empty), niche and highlights, overlays (only when present). */
export function LenderProgramsTab({ lender }: { lender: LenderProgramsTab_lender$key }) {
  const { programs, lenderNiche, overlays } = useFragment(fragment, lender);
  const programCards = [
    { title: 'QM Programs', id: 'qm-programs', entries: programs.qmPrograms },
    { title: 'Non-QM Programs', id: 'non-qm-programs', entries: programs.nonQmPrograms },
    { title: 'Unique Property Type', id: 'unique-property-type', entries: programs.uniquePropertyType },
    { title: 'Product Offer', id: 'product-offer', entries: programs.productOffer },
  ].filter((card) => card.entries.length > 0);

  return (
    <Stack gap="5">
      {programCards.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {programCards.map((card) => (
            <ProgramCard key={card.id} {...card} />
          ))}
        </SimpleGrid>
      )}
      <SectionCard title="Lender Niche & Highlights" id="lender-niche">
        {hasText(lenderNiche) ? (
          <RichTextView html={lenderNiche} fontSize="sm" />
        ) : (
          <RichTextView html="<p>No highlights shared yet.</p>" fontSize="sm" color="fg.muted" />
        )}
      </SectionCard>
      {hasText(overlays) && (
        <SectionCard title="Lender Overlays" id="lender-overlays">
          <RichTextView html={overlays} fontSize="sm" />
        </SectionCard>
      )}
    </Stack>
  );
}
