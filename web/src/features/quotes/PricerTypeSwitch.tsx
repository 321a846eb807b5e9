import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export type PricerType = 'QM' | 'NON_QM';

const TYPES = [
  { type: 'QM', label: 'QM', to: '/quote' },
  { type: 'NON_QM', label: 'Non-QM', to: '/non-qm' },
] as const;

/** QM or Non-QM: each pricer has its own address (/quote, /non-qm), as the menus link them (spec §2). */
export function PricerTypeSwitch({ value }: { value: PricerType }) {
  return (
    <HStack as="nav" aria-label="Pricer" gap="1" p="1" bg="bg.muted" rounded="lg" w="fit-content">
      {TYPES.map((item) => {
        const current = item.type === value;
        return (
          <Button
            key={item.type}
            asChild
            size="sm"
            variant={current ? 'solid' : 'ghost'}
            colorPalette={current ? 'brand' : 'gray'}
            minW="24"
          >
            <RouterLink to={item.to} aria-current={current ? 'page' : undefined} replace>
              {item.label}
            </RouterLink>
          </Button>
        );
      })}
    </HStack>
  );
}
