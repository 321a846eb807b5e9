import { Card, Field, Heading, Input, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatUsd } from '../../shared/format/money';
import { parseWholeNumber, PERSONAL_RECRUIT_BPS, recruitingIncome, TIER_2_RECRUIT_BPS } from './recruitingIncome';

const FIELDS = [
  { key: 'personalRecruits', label: 'Personal recruits', help: `Loan officers you recruited (${PERSONAL_RECRUIT_BPS} BPS)` },
  { key: 'tier2Recruits', label: 'Tier 2 recruits', help: `Recruited by your recruits (${TIER_2_RECRUIT_BPS} BPS)` },
  { key: 'averageLoanVolume', label: 'Average monthly loan volume per recruit ($)', help: 'Whole dollars, e.g. 1000000' },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];

/** Recruiting calculator (spec §2, §5, §9): the income recruits imply, updated as the user types. */
export function RecruitingCalculator() {
  const [text, setText] = useState<Record<FieldKey, string>>({ personalRecruits: '', tier2Recruits: '', averageLoanVolume: '' });
  const income = recruitingIncome({
    personalRecruits: parseWholeNumber(text.personalRecruits),
    tier2Recruits: parseWholeNumber(text.tier2Recruits),
    averageLoanVolume: parseWholeNumber(text.averageLoanVolume),
  });

  return (
    <Card.Root as="section" aria-labelledby="recruiting-calculator-heading" borderRadius="xl" shadow="xs">
      <Card.Header>
        <Heading as="h2" size="xl" id="recruiting-calculator-heading">
          Recruiting Calculator
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          See what building a team can earn you each month and each year.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
          <Stack gap="4" flex="1">
            {FIELDS.map((field) => (
              <Field.Root key={field.key}>
                <Field.Label>{field.label}</Field.Label>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="0"
                  value={text[field.key]}
                  onChange={(event) => setText((current) => ({ ...current, [field.key]: event.target.value }))}
                />
                <Field.HelperText>{field.help}</Field.HelperText>
              </Field.Root>
            ))}
          </Stack>
          <Stack
            flex="1"
            gap="4"
            p="5"
            bg="brand.subtle"
            borderRadius="lg"
            justify="center"
            aria-live="polite"
            data-testid="recruiting-income"
          >
            <SimpleGrid columns={2} gap="4">
              <Stat.Root>
                <Stat.Label color="fg">Monthly income</Stat.Label>
                <Stat.ValueText fontSize="3xl">{formatUsd(income.monthly)}</Stat.ValueText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label color="fg">Yearly income</Stat.Label>
                <Stat.ValueText fontSize="3xl">{formatUsd(income.yearly)}</Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
            <Text fontSize="sm">
              Personal recruits {formatUsd(income.personalMonthly)} + tier 2 recruits {formatUsd(income.tier2Monthly)} a month.
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Monthly income = average monthly loan volume × (personal recruits × {PERSONAL_RECRUIT_BPS} BPS + tier 2 recruits ×{' '}
              {TIER_2_RECRUIT_BPS} BPS); yearly income = monthly × 12. 1 BPS = 0.01%.
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
