import { Button, Center } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LoadMoreButtonProps {
  loading: boolean;
  onClick: () => void;
  /** 'Load more', 'Load more lenders'. */
  children: ReactNode;
}

/** Under a list or grid that loads page by page: the centred button that loads the next page. */
export function LoadMoreButton({ loading, onClick, children }: LoadMoreButtonProps) {
  return (
    <Center>
      <Button variant="outline" colorPalette="brand" loading={loading} loadingText="Loading…" onClick={onClick}>
        {children}
      </Button>
    </Center>
  );
}
