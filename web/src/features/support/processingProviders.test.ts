import { describe, expect, it } from 'vitest';
import { filterProcessors, PROCESSING_COMPANIES, PROCESSORS } from './processingProviders';

describe('processor filters (spec §2)', () => {
  it('keeps everything for All and All', () => {
    expect(filterProcessors(PROCESSORS, '', '')).toHaveLength(PROCESSORS.length);
  });
  it('filters by service type and loan type together', () => {
    expect(filterProcessors(PROCESSORS, 'Processing', '').every((p) => p.serviceType === 'Processing')).toBe(true);
    const usdaProcessing = filterProcessors(PROCESSORS, 'Processing', 'USDA');
    expect(usdaProcessing.map((p) => p.company)).toEqual(['Heartland Loan Services']);
    expect(filterProcessors(PROCESSORS, 'Compliance', 'USDA')).toEqual([]);
  });
});

describe('processing companies (spec §9)', () => {
  it('lists the licensed and pending states as the spec gives them', () => {
    const [first, second] = PROCESSING_COMPANIES;
    expect(first!.licensedStates.join(', ')).toBe('AL, AZ, CA, CO, FL, GA, KY, NE, OK, TN, TX, VA');
    expect(first!.pendingStates).toEqual(['NJ', 'MA']);
    expect(second!.licensedStates).toHaveLength(28);
  });
});
