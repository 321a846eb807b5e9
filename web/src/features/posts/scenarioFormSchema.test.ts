import { describe, expect, it } from 'vitest';
import { EMPTY_SCENARIO_FORM, postScenarioOf, scenarioFormSchema, type ScenarioFormValues } from './scenarioFormSchema';

function messages(values: Partial<ScenarioFormValues>) {
  const result = scenarioFormSchema.safeParse({ ...EMPTY_SCENARIO_FORM, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const validContent = '<p>Borrower with 700 FICO needs a DSCR loan.</p>';

describe('scenarioFormSchema', () => {
  it('accepts a title of 5+ characters and content of 20+ text characters', () => {
    expect(scenarioFormSchema.safeParse({ ...EMPTY_SCENARIO_FORM, title: 'DSCR scenario', content: validContent }).success).toBe(true);
  });

  it('requires a title', () => {
    expect(messages({ title: '', content: validContent })).toEqual({ title: 'Please input the title!' });
    expect(messages({ title: '    ', content: validContent })).toEqual({ title: 'Please input the title!' });
  });

  it('requires at least 5 title characters, ignoring surrounding spaces', () => {
    expect(messages({ title: 'Abcd', content: validContent })).toEqual({ title: 'Minimum 5 characters' });
    expect(messages({ title: '  Abcd  ', content: validContent })).toEqual({ title: 'Minimum 5 characters' });
    expect(messages({ title: 'Abcde', content: validContent })).toEqual({});
  });

  it('requires content, treating an empty editor as empty', () => {
    expect(messages({ title: 'Valid title', content: '' })).toEqual({ content: 'Please write some content!' });
    expect(messages({ title: 'Valid title', content: '<p></p>' })).toEqual({ content: 'Please write some content!' });
  });

  it('counts content text, not tags', () => {
    // 19 characters of text wrapped in a lot of markup.
    const short = '<h1><strong><em>Nineteen characters</em></strong></h1>';
    expect(messages({ title: 'Valid title', content: short })).toEqual({ content: 'Content should be at least 20 characters' });
    expect(messages({ title: 'Valid title', content: '<p>Exactly twenty chars</p>' })).toEqual({});
  });

  it('reports both fields at once', () => {
    expect(messages({ title: 'abc', content: '<p>short</p>' })).toEqual({
      title: 'Minimum 5 characters',
      content: 'Content should be at least 20 characters',
    });
  });

  describe('the structured scenario (Lenders that fit)', () => {
    const base = { title: 'Condo investor', content: validContent, withScenario: true };
    const filled = {
      purpose: 'PURCHASE',
      loanAmount: '$400,000',
      propertyValue: '',
      ltv: '80',
      creditScore: '740-759',
      occupancy: 'INVESTMENT',
      propertyType: 'CONDO',
      state: 'CA',
      docType: 'FULL_DOC',
    };

    it('is not checked until it is added', () => {
      expect(messages({ title: 'Condo investor', content: validContent })).toEqual({});
    });

    it('once added, asks for every key field and the value or the LTV', () => {
      expect(messages(base)).toEqual({
        'scenario.purpose': 'Please select the purpose',
        'scenario.creditScore': 'Please select a credit score',
        'scenario.occupancy': 'Please select the occupancy',
        'scenario.propertyType': 'Please select the property type',
        'scenario.state': 'Please select the state',
        'scenario.docType': 'Please select the documentation',
        'scenario.loanAmount': 'Loan amount must be a whole number of dollars from $1,000 to $100,000,000',
        'scenario.propertyValue': 'Give the property value or the LTV',
      });
      expect(messages({ ...base, scenario: { ...filled, ltv: '120' } })).toEqual({ 'scenario.ltv': 'LTV must be between 1 and 100' });
      expect(messages({ ...base, scenario: { ...filled, ltv: '', propertyValue: '300000' } })).toEqual({
        'scenario.propertyValue': 'Property value must be at least the loan amount',
      });
    });

    it("becomes the gateway's scenario: dollars as whole numbers, the LTV given instead of the value", () => {
      const values = { ...EMPTY_SCENARIO_FORM, ...base, scenario: filled };
      expect(messages(values)).toEqual({});
      expect(postScenarioOf(values)).toEqual({
        purpose: 'PURCHASE',
        loanAmount: 400_000,
        ltv: 80,
        creditScore: '740-759',
        occupancy: 'INVESTMENT',
        propertyType: 'CONDO',
        state: 'CA',
        docType: 'FULL_DOC',
      });
      expect(postScenarioOf({ ...values, withScenario: false })).toBeNull();
    });
  });
});
