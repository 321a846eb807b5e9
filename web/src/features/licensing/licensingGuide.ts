import guide from './licensingGuide.json';

export interface LicensingState {
  code: string;
  name: string;
  regulator: string;
}

/** The Licensing page's 4 steps (spec §2); the same text opens every state checklist PDF. */
export const LICENSING_STEPS: readonly { title: string; text: string }[] = guide.steps;

/** Spec §9: the licensing states offered, each with its checklist at /licenses/{code}.pdf. */
export const LICENSING_STATES: readonly LicensingState[] = guide.states;

export const licensePdfPath = (state: LicensingState) => `/licenses/${state.code}.pdf`;
