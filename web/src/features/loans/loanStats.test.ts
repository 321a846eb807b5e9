import { describe, expect, it } from 'vitest';
import { loanStats, stageProgress } from './loanStats';
import { SAMPLE_LOANS } from './sampleLoans';

describe('dashboard stats', () => {
  it('counts loans, volume and statuses', () => {
    const stats = loanStats(SAMPLE_LOANS);
    expect(stats.totalLoans).toBe(8);
    expect(stats.totalVolume).toBe(4_360_500);
    expect(stats.approved).toBe(2);
    expect(stats.inProgress).toBe(6);
    expect(stats.approvalRate).toBe(25);
    expect(stats.closingShare).toBe(25);
  });

  it('measures progress through the stages', () => {
    expect(stageProgress('Initial Review')).toBe(25);
    expect(stageProgress('Closing')).toBe(100);
  });

  it('is all zero for an empty pipeline', () => {
    expect(loanStats([])).toEqual({ totalLoans: 0, totalVolume: 0, approved: 0, inProgress: 0, approvalRate: 0, averageProgress: 0, closingShare: 0 });
  });
});
