import type { PriceScenarioInput } from '../generated/resolvers.ts';

/** The GraphQL input as the API's body: the enums are the API's values; nulls are left out. */
export function toApiScenario(input: PriceScenarioInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
}
