import { Box, Button, Heading, HStack, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { CheckCircle2, Gift } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PointsRedemption_points$key, PointsRedemptionCode } from '../../__generated__/PointsRedemption_points.graphql';
import { notify } from '../../shared/toast';
import { useRedeemPointsMutation } from './mutations/useRedeemPointsMutation';
import { RedeemConfirmDialog } from './RedeemConfirmDialog';
import { FALLBACK_REWARD_CONTENT, REWARD_CONTENT } from './rewardContent';
import { PanelSection } from '../../shared/ui/PanelSection';

const fragment = graphql`
  fragment PointsRedemption_points on Points {
    balance
    redemptionOptions {
      code
      name
      cost
      validity
      benefit
      affordable
      pointsNeeded
    }
  }
`;

/** Points Redemption (spec §2): a tab per reward with its description, benefits, cost and 'Redeem Now'. */
export function PointsRedemption({ points }: { points: PointsRedemption_points$key }) {
  const data = useFragment(fragment, points);
  const [redeem, redeeming] = useRedeemPointsMutation();
  const [chosen, setChosen] = useState<PointsRedemptionCode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choice = data.redemptionOptions.find((option) => option.code === chosen) ?? null;

  const close = () => {
    setChosen(null);
    setRefusal(null);
  };
  const confirm = async () => {
    if (!choice) return;
    const result = await redeem(choice.code);
    if (result.ok) {
      notify.success(result.message);
      close();
    } else {
      notify.error(result.message);
      setRefusal(result.message);
    }
  };

  return (
    <PanelSection labelledBy="points-redemption-heading" h="full">
      <Heading id="points-redemption-heading" as="h2" size="lg">
        Points Redemption
      </Heading>
      <Tabs.Root defaultValue={data.redemptionOptions[0]?.code} variant="enclosed" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" maxW="full">
          {data.redemptionOptions.map((option) => (
            <Tabs.Trigger key={option.code} value={option.code} flex={{ sm: '1' }} flexShrink={0} whiteSpace="nowrap">
              {option.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {data.redemptionOptions.map((option) => {
          const content = REWARD_CONTENT[option.code] ?? FALLBACK_REWARD_CONTENT;
          return (
            <Tabs.Content key={option.code} value={option.code} pt="5">
              <Stack gap="4">
                <HStack gap="3" align="flex-start">
                  <Box p="2.5" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                    <Gift size={20} aria-hidden />
                  </Box>
                  <Stack gap="1">
                    <Text fontWeight="semibold">{option.name}</Text>
                    <Text color="fg.muted">{content.description}</Text>
                  </Stack>
                </HStack>
                <List.Root gap="1.5" variant="plain" aria-label={`${option.name} benefits`}>
                  {[...(option.benefit ? [option.benefit] : []), ...content.benefits].map((benefit) => (
                    <List.Item key={benefit} alignItems="flex-start" fontSize="sm">
                      <List.Indicator asChild color="green.600" mt="0.5">
                        <CheckCircle2 size={16} aria-hidden />
                      </List.Indicator>
                      {benefit}
                    </List.Item>
                  ))}
                </List.Root>
                <HStack justify="space-between" flexWrap="wrap" gap="3" borderTopWidth="1px" pt="4">
                  <Stack gap="0">
                    <Text fontWeight="bold" fontSize="xl">
                      {option.cost} points
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      Valid for {option.validity}
                    </Text>
                  </Stack>
                  <Stack gap="1" align={{ base: 'flex-start', sm: 'flex-end' }}>
                    <Button colorPalette="brand" onClick={() => setChosen(option.code)}>
                      Redeem Now
                    </Button>
                    <Text fontSize="sm" color={option.affordable ? 'fg.muted' : 'orange.fg'} data-testid="your-points">
                      {option.affordable
                        ? `Your points: ${data.balance}`
                        : `Your points: ${data.balance} (${option.pointsNeeded} more needed)`}
                    </Text>
                  </Stack>
                </HStack>
              </Stack>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <RedeemConfirmDialog
        choice={choice}
        balance={data.balance}
        busy={redeeming}
        error={refusal}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </PanelSection>
  );
}
