import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LoanHistory_loan$key } from '../../__generated__/LoanHistory_loan.graphql';
import { stageLabel, statusLabel } from './loanOptions';

const fragment = graphql`
  fragment LoanHistory_loan on Loan {
    history {
      id
      actorName
      fromStatus
      toStatus
      fromStage
      toStage
      createdAt
    }
  }
`;

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What changed, in words: 'Status Approved → Funded · Stage Underwriting → Closing'. */
function changeOf(line: {
  fromStatus: string | null | undefined;
  toStatus: string;
  fromStage: string | null | undefined;
  toStage: string;
}): string {
  if (!line.fromStatus) return `Added as ${statusLabel(line.toStatus)} at ${stageLabel(line.toStage)}`;
  const parts: string[] = [];
  if (line.fromStatus !== line.toStatus) parts.push(`Status ${statusLabel(line.fromStatus)} → ${statusLabel(line.toStatus)}`);
  if (line.fromStage !== line.toStage) parts.push(`Stage ${stageLabel(line.fromStage ?? '')} → ${stageLabel(line.toStage)}`);
  return parts.join(' · ');
}

/** Every status or stage change of the loan: who, when, from, to (newest first). */
export function LoanHistory({ loan: key }: { loan: LoanHistory_loan$key }) {
  const { history } = useFragment(fragment, key);
  return (
    <Box as="section" aria-labelledby="loan-history-heading" bg="bg.panel" borderWidth="1px" rounded="2xl" p={{ base: '4', md: '6' }}>
      <Heading id="loan-history-heading" as="h2" size="md" mb="4">
        History
      </Heading>
      <Stack as="ol" gap="3" listStyleType="none" data-testid="loan-history">
        {[...history].reverse().map((line) => (
          <Stack as="li" key={line.id} gap="0.5" borderStartWidth="3px" borderColor="brand.solid" ps="3">
            <Text fontWeight="medium">{changeOf(line)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {line.actorName} · <time dateTime={line.createdAt}>{formatWhen(line.createdAt)}</time>
            </Text>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
