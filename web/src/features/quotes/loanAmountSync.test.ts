import { describe, expect, it } from 'vitest';
import { afterAmountEdit, afterLtvApplied } from './loanAmountSync';

const FIELDS = { loanAmount: '400,000', ltv: '80%', propertyValue: '500,000' };

describe('loan amount, LTV and property value', () => {
  it('recomputes the LTV when the amount or the value changes', () => {
    expect(afterAmountEdit('loanAmount', { ...FIELDS, loanAmount: '450,000' })).toEqual({ ltv: '90%' });
    expect(afterAmountEdit('propertyValue', { ...FIELDS, propertyValue: '600000' })).toEqual({ ltv: '66.67%' });
  });

  it('recomputes the loan amount when a valid LTV is typed', () => {
    expect(afterAmountEdit('ltv', { ...FIELDS, ltv: '75' })).toEqual({ loanAmount: '375,000' });
    expect(afterAmountEdit('ltv', { ...FIELDS, ltv: '120' })).toEqual({});
  });

  it('leaves the others alone while a field is incomplete', () => {
    expect(afterAmountEdit('loanAmount', { ...FIELDS, loanAmount: '' })).toEqual({});
    expect(afterAmountEdit('ltv', { ...FIELDS, propertyValue: '' })).toEqual({});
  });

  it('writes an applied LTV with a percent sign, and its loan amount', () => {
    expect(afterLtvApplied(75, FIELDS)).toEqual({ ltv: '75%', loanAmount: '375,000' });
    expect(afterLtvApplied(75, { ...FIELDS, propertyValue: '' })).toEqual({ ltv: '75%' });
  });
});
