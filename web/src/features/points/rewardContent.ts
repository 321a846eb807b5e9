// What each redemption offers, in words (spec §2 "Points Redemption": description and benefits). Its
// cost, validity and rate benefit come from the gateway (`Points.redemptionOptions`), their one owner.

export interface RewardContent {
  description: string;
  benefits: readonly string[];
}

export const REWARD_CONTENT: Record<string, RewardContent> = {
  FREE_APPRAISAL: {
    description: 'We pay for the appraisal on your next purchase or refinance file.',
    benefits: ['One appraisal covered in full', 'Ordered through our approved panel', 'Lowers your borrower’s closing costs'],
  },
  CREDIT_REDEMPTION_LOA: {
    description: 'A letter of authorization crediting your borrower at closing.',
    benefits: ['Credit applied on the Closing Disclosure', 'Works with every loan program', 'Issued within one business day'],
  },
  RATE_BOOST: {
    description: 'Buy your borrower a lower rate on a locked loan.',
    benefits: ['Rate reduction on one loan', 'Stacks with lender pricing', 'Helps win rate-shopping borrowers'],
  },
};

export const FALLBACK_REWARD_CONTENT: RewardContent = { description: 'Redeem your points for this reward.', benefits: [] };
