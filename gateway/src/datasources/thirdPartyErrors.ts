import { GraphQLError } from 'graphql';

/**
 * Every error a third-party service can cause, with the message clients show (spec §8 wording
 * where it has one). Documented in docs/third-party.md; formatError lets these codes through.
 */
export const THIRD_PARTY_ERRORS = {
  CRM_UNAUTHORIZED: 'Invalid CRM API credentials',
  CRM_RATE_LIMITED: 'CRM rate limit exceeded. Please try again later.',
  CRM_NO_PIPELINE: 'No pipeline found in the CRM',
  CRM_UNAVAILABLE: 'Failed to load pipeline data. Please try again.',
  PROPERTY_NO_DATA: 'No property data found in BatchData API response',
  PROPERTY_UNAUTHORIZED: 'Invalid API credentials',
  PROPERTY_NOT_FOUND: 'Property not found in BatchData database',
  PROPERTY_RATE_LIMITED: 'API rate limit exceeded. Please try again later.',
  PROPERTY_UNAVAILABLE: 'Failed to fetch property data. Please try again.',
  AI_UNAVAILABLE: 'Failed to get response from ChatGPT',
} as const;

export type ThirdPartyErrorCode = keyof typeof THIRD_PARTY_ERRORS;

export const THIRD_PARTY_ERROR_CODES = Object.keys(THIRD_PARTY_ERRORS) as ThirdPartyErrorCode[];

export function thirdPartyError(code: ThirdPartyErrorCode): GraphQLError {
  return new GraphQLError(THIRD_PARTY_ERRORS[code], { extensions: { code } });
}
