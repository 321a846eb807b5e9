import { postContentSchema, postTitleSchema } from '@lendhub/domain/posts';
import type { CREDIT_SCORE_BANDS } from '@lendhub/domain/pricing';
import { POST_SCENARIO_MESSAGES } from '@lendhub/domain/pricing';
import { z } from 'zod';

/** The structured scenario's messages: the domain's (also the API's) where it has one. */
export const SCENARIO_FIELD_MESSAGES = {
  ...POST_SCENARIO_MESSAGES,
  purpose: 'Please select the purpose',
  creditScore: 'Please select a credit score',
  occupancy: 'Please select the occupancy',
  propertyType: 'Please select the property type',
  state: 'Please select the state',
  docType: 'Please select the documentation',
} as const;

/** The structured scenario as typed: strings from inputs and selects, checked only when it is added. */
const scenarioFieldsSchema = z.object({
  purpose: z.string(),
  loanAmount: z.string(),
  propertyValue: z.string(),
  ltv: z.string(),
  creditScore: z.string(),
  occupancy: z.string(),
  propertyType: z.string(),
  state: z.string(),
  docType: z.string(),
});
export type ScenarioFieldValues = z.infer<typeof scenarioFieldsSchema>;

const wholeDollars = (text: string) => (/^\d{1,12}$/.test(text.replace(/[$,\s]/g, '')) ? Number(text.replace(/[$,\s]/g, '')) : NaN);

/**
 * Spec §5 "Scenario form" (the blog form uses the same rules): title and content from @lendhub/domain/posts.
 * Content is the editor's HTML; only its visible text counts, and each field shows one message, "required"
 * before "too short". The structured scenario (issue 22 §4) is optional; once added, the pricer's key
 * fields are required, with the property value or the LTV.
 */
export const scenarioFormSchema = z
  .object({
    title: postTitleSchema,
    content: postContentSchema(),
    withScenario: z.boolean(),
    scenario: scenarioFieldsSchema,
  })
  .superRefine(({ withScenario, scenario }, context) => {
    if (!withScenario) return;
    const issue = (field: keyof ScenarioFieldValues, message: string) =>
      context.addIssue({ code: 'custom', path: ['scenario', field], message });
    const selects = ['purpose', 'creditScore', 'occupancy', 'propertyType', 'state', 'docType'] as const;
    for (const field of selects) if (scenario[field] === '') issue(field, SCENARIO_FIELD_MESSAGES[field]);
    const amount = wholeDollars(scenario.loanAmount);
    if (!(amount >= 1_000 && amount <= 100_000_000)) issue('loanAmount', SCENARIO_FIELD_MESSAGES.amount);
    const hasValue = scenario.propertyValue.trim() !== '';
    const hasLtv = scenario.ltv.trim() !== '';
    if (!hasValue && !hasLtv) issue('propertyValue', SCENARIO_FIELD_MESSAGES.valueOrLtv);
    if (hasValue && !(wholeDollars(scenario.propertyValue) >= amount)) issue('propertyValue', SCENARIO_FIELD_MESSAGES.value);
    if (hasLtv) {
      const ltv = Number(scenario.ltv);
      if (!(ltv >= 1 && ltv <= 100)) issue('ltv', SCENARIO_FIELD_MESSAGES.ltv);
    }
  });

export type ScenarioFormValues = z.infer<typeof scenarioFormSchema>;

export const EMPTY_SCENARIO_FIELDS: ScenarioFieldValues = {
  purpose: '',
  loanAmount: '',
  propertyValue: '',
  ltv: '',
  creditScore: '',
  occupancy: '',
  propertyType: '',
  state: '',
  docType: '',
};

export const EMPTY_SCENARIO_FORM: ScenarioFormValues = { title: '', content: '', withScenario: false, scenario: EMPTY_SCENARIO_FIELDS };

export type PostScenarioInput = {
  purpose: 'PURCHASE' | 'RATE_TERM' | 'CASHOUT';
  loanAmount: number;
  propertyValue?: number;
  ltv?: number;
  creditScore: (typeof CREDIT_SCORE_BANDS)[number];
  occupancy: 'OWNER_OCCUPIED' | 'SECOND_HOME' | 'INVESTMENT';
  propertyType: 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE' | 'TWO_TO_FOUR_UNITS';
  state: string;
  docType: 'FULL_DOC' | 'NO_INCOME_DOC' | 'BANK_STATEMENT_12' | 'BANK_STATEMENT_24' | 'DSCR' | 'ASSET_DEPLETION';
};

/** The checked form's scenario as the gateway takes it (null when none was added). */
export function postScenarioOf(values: ScenarioFormValues): PostScenarioInput | null {
  if (!values.withScenario) return null;
  const { scenario } = values;
  return {
    purpose: scenario.purpose as PostScenarioInput['purpose'],
    loanAmount: wholeDollars(scenario.loanAmount),
    // The one not given is left out (the API's rule takes a value or an LTV, not a null).
    ...(scenario.propertyValue.trim() === '' ? {} : { propertyValue: wholeDollars(scenario.propertyValue) }),
    ...(scenario.ltv.trim() === '' ? {} : { ltv: Number(scenario.ltv) }),
    creditScore: scenario.creditScore as PostScenarioInput['creditScore'],
    occupancy: scenario.occupancy as PostScenarioInput['occupancy'],
    propertyType: scenario.propertyType as PostScenarioInput['propertyType'],
    state: scenario.state,
    docType: scenario.docType as PostScenarioInput['docType'],
  };
}
