import { HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The last column of an admin table stays pinned to the right edge of the table's own scroll box
// (Table.ScrollArea): however many columns a row has, Edit/Delete/View are on screen at 1366 px and on a
// phone, where the rest of the row scrolls sideways inside the box while the page itself never does.
const pinnedEnd = {
  position: 'sticky',
  insetInlineEnd: '0',
  // The row's own background (hover included), so the columns scrolling underneath never show through.
  bg: 'inherit',
  // A hairline on the pinned column's left edge tells that more of the row lies behind it.
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
} as const;

/** The 'Actions' header of a table whose actions column is pinned (pair with ActionsCell). */
export function ActionsColumnHeader({ children = 'Actions' }: { children?: ReactNode }) {
  return (
    <Table.ColumnHeader css={pinnedEnd} zIndex="1">
      {children}
    </Table.ColumnHeader>
  );
}

/** A row's actions (icon buttons, 'View', a menu), pinned to the table's right edge. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell css={pinnedEnd} zIndex="1">
      <HStack gap="1">{children}</HStack>
    </Table.Cell>
  );
}
