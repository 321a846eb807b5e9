/**
 * The points redemptions of spec §9 (1,000 points equal $100), cheapest first. The API takes their cost
 * from the ledger, the gateway serves them as `Points.redemptionOptions`, the web reads the ledger's
 * reasons: all from here.
 */
export const POINTS_REDEMPTIONS = [
  { code: 'FREE_APPRAISAL', name: 'Free Appraisal', cost: 50, validity: '6 months', benefit: null },
  { code: 'CREDIT_REDEMPTION_LOA', name: 'Credit Redemption LOA', cost: 75, validity: '30 days', benefit: null },
  { code: 'RATE_BOOST', name: 'Rate Boost', cost: 100, validity: '60 days', benefit: '0.25% rate reduction' },
] as const;

export type PointsRedemption = (typeof POINTS_REDEMPTIONS)[number];
export type PointsRedemptionCode = PointsRedemption['code'];

export const REDEMPTION_CODES = POINTS_REDEMPTIONS.map((redemption) => redemption.code) as [
  PointsRedemptionCode,
  ...PointsRedemptionCode[],
];

export function redemptionByCode(code: string): PointsRedemption | undefined {
  return POINTS_REDEMPTIONS.find((redemption) => redemption.code === code);
}

/** How the ledger records a redemption: the reason 'Redeemed: {reward}'. */
export const REDEMPTION_REASON_PREFIX = 'Redeemed: ';

export function redemptionReason(redemption: Pick<PointsRedemption, 'name'>): string {
  return `${REDEMPTION_REASON_PREFIX}${redemption.name}`;
}

/** A ledger entry that is a redemption. */
export function isRedemptionEntry(entry: { action: string; reason: string }): boolean {
  return entry.action === 'SUBTRACT' && entry.reason.startsWith(REDEMPTION_REASON_PREFIX);
}

export const REDEMPTION_MESSAGES = {
  redeemed: (redemption: Pick<PointsRedemption, 'name' | 'cost'>) => `${redemption.name} redeemed for ${redemption.cost} points`,
  notEnoughPoints: (redemption: Pick<PointsRedemption, 'name' | 'cost'>, balance: number) =>
    `Not enough points: ${redemption.name} costs ${redemption.cost} points and your balance is ${balance}`,
  unknownReward: 'Please choose a reward',
} as const;

/** Spec §9: Pro Elite target 50 points (earned in a calendar month). */
export const PRO_ELITE_TARGET = 50;
