import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface ConnectionFooterProps {
  /** e.g. 'Total 12 users'. */
  totalLabel: string;
  shown: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadNext: () => void;
  /** With a size changer: the current page size and the sizes offered. */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** What a row is called, for the size changer's label ('users'). */
  noun: string;
}

/** Below a table of a connection: the total, a page-size changer and 'Load more'. */
export function ConnectionFooter({
  totalLabel,
  shown,
  hasNext,
  isLoadingNext,
  onLoadNext,
  pageSize,
  pageSizes,
  onPageSizeChange,
  noun,
}: ConnectionFooterProps) {
  const sizeId = useId();
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3" pt="2">
      <Text fontSize="sm" color="fg.muted">
        {totalLabel}
        {shown > 0 && ` · showing ${shown}`}
      </Text>
      <HStack gap="3">
        {hasNext && (
          <Button size="sm" variant="outline" loading={isLoadingNext} onClick={onLoadNext}>
            Load more
          </Button>
        )}
        {pageSize !== undefined && pageSizes && onPageSizeChange && (
          <HStack gap="2">
            <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <label htmlFor={sizeId}>{`${noun} per page`}</label>
            </Text>
            <NativeSelect.Root size="sm" w="20">
              <NativeSelect.Field id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}>
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
      </HStack>
    </HStack>
  );
}
