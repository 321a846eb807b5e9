import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { LOAN_STAGE_OPTIONS } from './loanOptions';

/** The loan's stage among Initial Review, Processing, Underwriting, Closing (spec §4), as a stepper. */
export function LoanStageStepper({ stage }: { stage: string }) {
  const current = LOAN_STAGE_OPTIONS.findIndex((option) => option.value === stage);
  return (
    <Flex as="ol" aria-label="Loan stage" direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '0' }} listStyleType="none">
      {LOAN_STAGE_OPTIONS.map(({ label: name }, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex as="li" key={name} flex="1" align="center" gap="3" aria-current={active ? 'step' : undefined}>
            <Circle
              size="9"
              flexShrink={0}
              fontWeight="bold"
              fontSize="sm"
              bg={done || active ? 'brand.solid' : 'bg.muted'}
              color={done || active ? 'brand.contrast' : 'fg.muted'}
              borderWidth={active ? '3px' : '0'}
              borderColor="brand.200"
            >
              {done ? <Check size={16} aria-hidden /> : index + 1}
            </Circle>
            <Box>
              <Text fontWeight={active ? 'bold' : 'medium'} color={done || active ? 'fg' : 'fg.muted'}>
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {done ? 'Completed' : active ? 'Current stage' : 'Upcoming'}
              </Text>
            </Box>
            {index < LOAN_STAGE_OPTIONS.length - 1 && (
              <Box display={{ base: 'none', md: 'block' }} flex="1" h="2px" mx="3" bg={done ? 'brand.solid' : 'border'} aria-hidden />
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
