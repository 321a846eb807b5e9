import { Badge, HStack } from '@chakra-ui/react';
import { splitTags } from './tagList';

/** The first 2 items as tags, then '+N' naming the others for screen readers and on hover. */
export function VendorTags({ items, colorPalette }: { items: readonly string[]; colorPalette: string }) {
  const { shown, hidden } = splitTags(items);
  return (
    <HStack gap="1" flexWrap="nowrap">
      {shown.map((item) => (
        <Badge key={item} colorPalette={colorPalette} variant="subtle" whiteSpace="nowrap">
          {item}
        </Badge>
      ))}
      {hidden.length > 0 && (
        <Badge variant="outline" title={hidden.join(', ')} aria-label={`${hidden.length} more: ${hidden.join(', ')}`}>
          +{hidden.length}
        </Badge>
      )}
    </HStack>
  );
}
