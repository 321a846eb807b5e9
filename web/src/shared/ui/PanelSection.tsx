import { Stack, type StackProps } from '@chakra-ui/react';

interface PanelSectionProps extends StackProps {
  /** The id of the section's heading, which names it. */
  labelledBy: string;
}

/** A titled panel of the dashboard home and the points page: a rounded white section named by its heading. */
export function PanelSection({ labelledBy, children, ...stackProps }: PanelSectionProps) {
  return (
    <Stack
      as="section"
      aria-labelledby={labelledBy}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      p={{ base: '4', md: '6' }}
      {...stackProps}
    >
      {children}
    </Stack>
  );
}
