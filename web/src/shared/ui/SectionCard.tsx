import { Card, Heading, Text, type CardRootProps, type HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps extends CardRootProps {
  /** The id of the h2, which names the section. */
  headingId: string;
  title: string;
  headingSize: HeadingProps['size'];
  /** A line under the title, when the card has one. */
  description?: ReactNode;
  /** The card's body. */
  children: ReactNode;
}

/** A page section as a card: its h2 (and a line under it) in the header, then its body. */
export function SectionCard({ headingId, title, headingSize, description, children, ...rootProps }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} {...rootProps}>
      <Card.Header>
        <Heading as="h2" size={headingSize} id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
