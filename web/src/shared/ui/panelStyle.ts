import type { SystemStyleObject } from '@chakra-ui/react';

/** The raised white box of the filter bars and toolbars above lists (spread into a layout component). */
export const panelStyle = {
  p: { base: '4', md: '5' },
  borderWidth: '1px',
  borderRadius: 'xl',
  bg: 'bg.panel',
  shadow: 'xs',
} as const satisfies SystemStyleObject;
