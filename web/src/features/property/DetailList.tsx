import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label–value rows of a property card. */
export function DetailList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel minW={{ base: '28', md: '36' }} color="fg.muted">
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
