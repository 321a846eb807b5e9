import type { PriceScenarioBody } from '@lendhub/domain/rest/pricing';
import type { PriceScenarioInput } from '../generated/resolvers.ts';

/**
 * The GraphQL input as the API's body: the enums are the API's values; nulls are left out. Typed as the contract's
 * body: GraphQL has checked the types, and the API checks every value and answers field by field.
 */
export function toApiScenario(input: PriceScenarioInput): PriceScenarioBody {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as PriceScenarioBody;
}
