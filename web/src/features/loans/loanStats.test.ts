import { describe, expect, it } from 'vitest';
import { countWith, loanGauges } from './loanStats';

const STAGES = ['INITIAL_REVIEW', 'PROCESSING', 'UNDERWRITING', 'CLOSING'];

describe('dashboard gauges', () => {
  it('measures approvals, funding and progress from the counts', () => {
    const byStatus = [
      { status: 'PENDING', count: 2 },
      { status: 'APPROVED', count: 1 },
      { status: 'FUNDED', count: 1 },
    ];
    const byStage = [
      { stage: 'INITIAL_REVIEW', count: 2 },
      { stage: 'CLOSING', count: 2 },
    ];
    expect(loanGauges(byStatus, byStage, STAGES)).toEqual({ approvalRate: 50, averageProgress: 63, fundedShare: 25 });
    expect(countWith(byStatus, 'PENDING')).toBe(2);
  });

  it('is all zero for an empty pipeline', () => {
    expect(loanGauges([], [], STAGES)).toEqual({ approvalRate: 0, averageProgress: 0, fundedShare: 0 });
  });
});
