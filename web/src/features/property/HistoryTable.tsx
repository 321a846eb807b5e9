import { Card, Heading, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface HistoryColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface HistoryTableProps<Row> {
  title: string;
  rows: readonly Row[];
  columns: readonly HistoryColumn<Row>[];
  empty: string;
}

/** A titled history table; on a phone it scrolls sideways inside its card (and takes keyboard focus to do so). */
export function HistoryTable<Row>({ title, rows, columns, empty }: HistoryTableProps<Row>) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} borderRadius="xl" shadow="xs">
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {empty}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={`${title} table`}>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  {columns.map((column) => (
                    <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                      {column.header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={index}>
                    {columns.map((column) => (
                      <Table.Cell
                        key={column.header}
                        textAlign={column.numeric ? 'end' : 'start'}
                        whiteSpace={column.numeric ? 'nowrap' : undefined}
                      >
                        {column.cell(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
