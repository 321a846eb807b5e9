import { EmptyState, VStack, type EmptyStateRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyNoticeProps extends Omit<EmptyStateRootProps, 'title'> {
  icon: ReactNode;
  title: string;
  /** 'h1' when the notice stands in for a whole page; 'h2' by default (Chakra's h3 would skip a level below a page's h1). */
  titleAs?: 'h1' | 'h2' | 'h3';
  description: string;
  /** An action below the text (e.g. a link back). */
  children?: ReactNode;
}

/** The dashed box shown where a list or page has nothing to show. */
export function EmptyNotice({ icon, title, titleAs = 'h2', description, children, ...rootProps }: EmptyNoticeProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle" {...rootProps}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as={titleAs}>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
