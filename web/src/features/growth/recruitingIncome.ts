/** Spec §9: personal recruits earn 10 basis points, tier 2 recruits 5, of the loan volume they close. */
export const PERSONAL_RECRUIT_BPS = 10;
export const TIER_2_RECRUIT_BPS = 5;
const BPS = 1 / 10_000;
const MONTHS_PER_YEAR = 12;

export interface RecruitingInputs {
  personalRecruits: number;
  tier2Recruits: number;
  /** Average monthly loan volume each recruit closes, USD. */
  averageLoanVolume: number;
}

export interface RecruitingIncome {
  personalMonthly: number;
  tier2Monthly: number;
  monthly: number;
  yearly: number;
}

/**
 * Spec §5: calculator inputs parse as integers, default 0. Separators a user may type ("250,000",
 * "$1 000") are ignored; anything else unreadable, and negatives, count as 0.
 */
export function parseWholeNumber(text: string): number {
  const digits = text.replace(/[\s,$_]/g, '');
  const value = Number.parseInt(digits, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Monthly and yearly override income the recruits imply. */
export function recruitingIncome({ personalRecruits, tier2Recruits, averageLoanVolume }: RecruitingInputs): RecruitingIncome {
  const personalMonthly = personalRecruits * averageLoanVolume * PERSONAL_RECRUIT_BPS * BPS;
  const tier2Monthly = tier2Recruits * averageLoanVolume * TIER_2_RECRUIT_BPS * BPS;
  const monthly = personalMonthly + tier2Monthly;
  return { personalMonthly, tier2Monthly, monthly, yearly: monthly * MONTHS_PER_YEAR };
}
