// The pricer forms' scenarios as the server's PriceScenarioInput: the engine prices on the server.
import type { NonQmScenario, QmScenario } from './pricerFormSchema';

/** PriceScenarioInput of the schema (kept structural so the forms need no generated types). */
export interface PricingInput {
  loanType: 'CONVENTIONAL' | 'FHA' | 'VA' | 'USDA' | 'NON_QM';
  purpose: 'PURCHASE' | 'RATE_TERM' | 'CASHOUT';
  loanAmount: number;
  propertyValue: number;
  fico: number;
  occupancy: 'OWNER_OCCUPIED' | 'SECOND_HOME' | 'INVESTMENT';
  propertyType: 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE' | 'TWO_TO_FOUR_UNITS';
  units: number;
  docType: 'FULL_DOC' | 'NO_INCOME_DOC' | 'BANK_STATEMENT_12' | 'BANK_STATEMENT_24' | 'DSCR' | 'ASSET_DEPLETION';
  zipCode: string;
  lockDays: number;
  hasSecondLien: boolean;
  interestOnly: boolean;
  impoundEscrow: boolean;
  financedProperties: number;
  dti?: number | null;
  citizenship?: 'US_CITIZEN' | 'PERMANENT_RESIDENT' | 'FOREIGN_NATIONAL' | null;
  creditEvent?: 'NONE' | 'BANKRUPTCY' | 'FORECLOSURE' | 'SHORT_SALE' | null;
  mortgageLates?: string | null;
  reservesMonths?: number | null;
  countyFips?: string | null;
  year?: number | null;
}

/** A FICO band '700-719' prices at its lower bound. */
export const ficoOf = (band: string): number => Number(band.split('-')[0]);

const whole = (amount: number) => Math.round(amount);

export function qmPricingInput(scenario: QmScenario): PricingInput {
  return {
    loanType: scenario.loanTypeDetail,
    purpose: scenario.loanPurpose === 'PURCHASE' ? 'PURCHASE' : scenario.refinanceType === 'CASHOUT' ? 'CASHOUT' : 'RATE_TERM',
    loanAmount: whole(scenario.loanAmount),
    propertyValue: whole(scenario.propertyValue),
    fico: ficoOf(scenario.ficoScore),
    occupancy: scenario.occupancyType,
    propertyType: scenario.propertyType,
    units: scenario.propertyType === 'TWO_TO_FOUR_UNITS' ? scenario.units : 1,
    docType: scenario.docType,
    zipCode: scenario.zipCode,
    lockDays: scenario.lockPeriod,
    hasSecondLien: scenario.hasSecondLien,
    interestOnly: false,
    impoundEscrow: scenario.impoundEscrow,
    financedProperties: scenario.financedProperties,
  };
}

/** The Non-QM form has one 'Refinance': priced as a rate/term refinance. */
export function nonQmPricingInput(scenario: NonQmScenario): PricingInput {
  return {
    loanType: 'NON_QM',
    purpose: scenario.loanPurpose === 'PURCHASE' ? 'PURCHASE' : 'RATE_TERM',
    loanAmount: whole(scenario.nonQMLoanAmount),
    propertyValue: whole(scenario.nonQMPropertyValue),
    fico: ficoOf(scenario.nonQMFicoScore),
    occupancy: scenario.occupancy,
    propertyType: scenario.propertyTypeNonQM,
    units: scenario.propertyTypeNonQM === 'TWO_TO_FOUR_UNITS' ? 2 : 1,
    docType: scenario.documentType,
    zipCode: scenario.zipCode,
    lockDays: 30,
    hasSecondLien: false,
    interestOnly: scenario.interestOnly,
    impoundEscrow: scenario.escrowImpound,
    financedProperties: 1,
    dti: scenario.dti,
    citizenship: scenario.citizenship,
    creditEvent: scenario.creditEvents,
    mortgageLates: scenario.mortgageLates,
    reservesMonths: scenario.cashReserved,
  };
}
