import { featuredOffers, bestOfferPerRate, priceScenario, type PricedOffer, type PricingScenario } from '@lendhub/domain/pricing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import { countyRow, limitYearFor, loanLimitsFor, type LimitYear } from './countyLimits.ts';
import { countiesOfZip } from './countyNames.ts';
import { activeRateSheets } from './repository.ts';
import { PRICING_MESSAGES, type OfferDto, type PriceScenarioInput, type PricingResultDto } from '@lendhub/domain/rest/pricing';

/** The result tabs after Featured (spec §2). */
export const RESULT_TERMS = [30, 20, 15] as const;

const withId = (offer: PricedOffer): OfferDto => ({ ...offer, id: `${offer.sheetId}:${offer.productCode}:${offer.rate}` });

/**
 * Prices the pricer's scenario on the server: finds the county from the ZIP, the year's FHFA limits
 * for it, the active sheets, and answers the results tabs (Featured, then each term's best offer per
 * rate), the products refused with their reasons, and where the figures come from.
 */
export async function priceRequest(db: Kysely<Database>, input: PriceScenarioInput, now: Date): Promise<PricingResultDto> {
  return (await pricingRun(db, input, now)).answer;
}

/** Every priced offer of the scenario by its id (what a saved quote picks from). */
export async function offersByKey(db: Kysely<Database>, input: PriceScenarioInput, now: Date): Promise<Map<string, OfferDto>> {
  const { offers } = await pricingRun(db, input, now);
  return new Map(offers.map((offer) => [offer.id, offer]));
}

async function pricingRun(db: Kysely<Database>, input: PriceScenarioInput, now: Date) {
  const counties = countiesOfZip(input.zipCode);
  if (counties.length === 0) throw new ApiError(400, PRICING_MESSAGES.zipUnknown, { zipCode: PRICING_MESSAGES.zipUnknown });
  const county = input.countyFips ? counties.find((entry) => entry.fips === input.countyFips) : counties[0];
  if (!county) throw new ApiError(400, PRICING_MESSAGES.countyNotInZip, { countyFips: PRICING_MESSAGES.countyNotInZip });
  const year = (input.year as LimitYear | undefined) ?? limitYearFor(now);
  const limits = loanLimitsFor(year, county.fips, input.units);
  const listed = countyRow(year, county.fips);

  const scenario: PricingScenario = { ...input, state: county.state };
  const sheets = await activeRateSheets(db, now);
  const result = priceScenario(sheets, scenario, limits);
  const answer: PricingResultDto = {
    live: sheets.length > 0,
    county: { fips: county.fips, name: listed?.county ?? `${county.county} County`, state: county.state, year, listed: limits.listed },
    countyChoices:
      counties.length > 1
        ? counties.map((entry) => ({ fips: entry.fips, name: countyRow(year, entry.fips)?.county ?? entry.county, state: entry.state }))
        : [],
    loanClass: result.loanClass,
    limits: { conforming: limits.conforming, county: limits.county },
    ltv: result.ltv,
    featured: featuredOffers(result.offers, RESULT_TERMS).map(withId),
    terms: RESULT_TERMS.map((termYears) => ({ termYears, offers: bestOfferPerRate(result.offers, termYears).map(withId) })),
    ineligible: result.ineligible,
    sources: sheets.map((sheet) => ({
      sheetId: sheet.sheetId,
      lenderName: sheet.lenderName,
      source: sheet.source ?? null,
      effectiveAt: sheet.effectiveAt,
      expiresAt: sheet.expiresAt,
    })),
  };
  return { answer, offers: result.offers.map(withId) };
}

export type PriceAnswer = Awaited<ReturnType<typeof priceRequest>>;
