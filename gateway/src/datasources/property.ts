import { z } from 'zod';
import { log } from '../platform/observability/log.ts';
import { ThirdPartyRest, UpstreamError, type ServiceEndpoint, type UpstreamFailure } from './thirdPartyRest.ts';
import type { UpstreamGuard } from '../platform/resilience/upstreamGuard.ts';
import { thirdPartyError } from './thirdPartyErrors.ts';

// What the gateway reads of a property record (BatchData-style "all attributes"); every part may be
// missing for a sparse record, and anything else in the answer is ignored.
const num = z.number().nullish();
const str = z.string().nullish();
const addressSchema = z.object({ street: str, city: str, state: str, zip: str }).nullish();
const propertySchema = z.object({
  address: z.object({ street: str, city: str, state: str, zip: str, county: str, latitude: num, longitude: num }).nullish(),
  building: z.object({ bedroomCount: num, bathroomCount: num, livingAreaSquareFeet: num, yearBuilt: num }).nullish(),
  general: z.object({ propertyTypeDetail: str }).nullish(),
  owner: z.object({ fullName: str, ownerType: str, mailingAddress: addressSchema }).nullish(),
  quickLists: z.object({ absenteeOwner: z.boolean().nullish(), preforeclosure: z.boolean().nullish() }).nullish(),
  valuation: z
    .object({
      estimatedValue: num,
      priceRangeMin: num,
      priceRangeMax: num,
      confidenceScore: num,
      equity: num,
      equityPercent: num,
      ltv: num,
    })
    .nullish(),
  openLien: z.object({ totalOpenLienBalance: num }).nullish(),
  taxHistory: z.array(z.object({ year: z.number(), assessedValue: num, marketValue: num, taxAmount: num })).nullish(),
  deedHistory: z
    .array(
      z.object({
        saleDate: str,
        salePrice: num,
        buyers: z.array(z.string()).nullish(),
        sellers: z.array(z.string()).nullish(),
        documentType: str,
      }),
    )
    .nullish(),
  mortgageHistory: z
    .array(
      z.object({
        recordingDate: str,
        loanAmount: num,
        originalLoanAmount: num,
        loanType: str,
        lenderName: str,
        currentEstimatedBalance: num,
        currentEstimatedInterestRate: num,
        estimatedPaymentAmount: num,
      }),
    )
    .nullish(),
  foreclosure: z.object({ status: str }).nullish(),
});
const lookupResponse = z.object({ results: z.object({ properties: z.array(propertySchema).nullish() }).nullish() });

export type PropertyRecord = z.infer<typeof propertySchema>;

export interface PropertyAddress {
  street: string;
  city: string;
  state: string;
  zipcode: string;
}

function propertyError(failure: UpstreamFailure) {
  if (failure.kind === 'http') {
    if (failure.status === 401 || failure.status === 403) return thirdPartyError('PROPERTY_UNAUTHORIZED');
    if (failure.status === 404) return thirdPartyError('PROPERTY_NOT_FOUND');
    if (failure.status === 429) return thirdPartyError('PROPERTY_RATE_LIMITED');
  }
  return thirdPartyError('PROPERTY_UNAVAILABLE');
}

/**
 * The property data service (`PROPERTY_BASE_URL`, default the API's sandbox):
 * `POST /property/lookup/all-attributes`. Although a POST, a lookup reads and changes nothing, so
 * it is idempotent and retried once on a network error, timeout or 5xx (never on 4xx or 429).
 */
export class PropertyDataSource {
  private readonly rest: ThirdPartyRest;

  constructor(endpoint: ServiceEndpoint, guard?: UpstreamGuard) {
    this.rest = new ThirdPartyRest('property', endpoint, guard);
  }

  /** The first record for the address: `results.properties[0]` (spec §7). */
  async lookup(address: PropertyAddress): Promise<PropertyRecord> {
    let body: unknown;
    try {
      body = await this.rest.call(
        'property/lookup/all-attributes',
        { method: 'POST', body: { requests: [address] } },
        { idempotent: true },
      );
    } catch (error) {
      if (error instanceof UpstreamError) throw propertyError(error.failure);
      throw error;
    }
    const parsed = lookupResponse.safeParse(body);
    if (!parsed.success || typeof body !== 'object' || body === null) {
      log.warn({ event: 'upstream_malformed', service: 'property' }, 'property lookup answered with an unexpected body');
      throw thirdPartyError('PROPERTY_UNAVAILABLE');
    }
    const first = parsed.data.results?.properties?.[0];
    if (!first) throw thirdPartyError('PROPERTY_NO_DATA');
    return first;
  }
}
