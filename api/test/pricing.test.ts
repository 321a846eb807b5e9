import { SAMPLE_PRICE_SCENARIO } from '@lendhub/domain/testing/pricing';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers/test-api.ts';

const PRICE = '/api/Pricing/PriceScenario';
const IMPORT = '/api/RateSheet/ImportRateSheet';

/** The QM form's sample scenario: $400,000 on $500,000 in Los Angeles (ZIP 90012), 740 FICO. */
const scenario = (changes: Record<string, unknown> = {}) => ({ ...SAMPLE_PRICE_SCENARIO, ...changes });

interface Offer {
  id: string;
  rate: number;
  price: number;
  lenderName: string;
  lenderCredit: number;
  lines: { label: string; points: number }[];
}

const csv = (lines: string[]) => lines.join('\n');
const SHEET_LINES = (price: string) => [
  'record,product,a,b,c',
  `sheet,,2026-01-01T00:00:00Z,2099-01-01T00:00:00Z,Test sheet`,
  'product,T30,Test 30-Year Fixed,CONVENTIONAL,30',
  `price,T30,6.000,${price}`,
  'rule,T30,loanClasses,CONFORMING|HIGH_BALANCE',
  'rule,T30,minFico,620',
  'rule,T30,minLoanAmount,0',
  'rule,T30,maxLtv,97',
];

describe('pricing', () => {
  const { api, officer } = useTestApi();

  it('is live from the seed: five sample sheets, labelled as sample pricing', async () => {
    const status = await api.call('GET', '/api/Pricing/GetPricingStatus', { token: officer.token });
    expect(status.status).toBe(200);
    expect(status.body.data.live).toBe(true);
    expect(status.body.data.sources).toHaveLength(5);
    expect(status.body.data.sources[0].source).toMatch(/^Sample pricing.*Fannie Mae Loan-Level Price Adjustment Matrix/);
  });

  it('prices a scenario from the ZIP: county, class, the tabs, each offer with its lines', async () => {
    const answer = await api.call('POST', PRICE, { token: officer.token, body: scenario() });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.county).toMatchObject({ fips: '06037', name: 'Los Angeles County', state: 'CA', year: 2026 });
    expect(data.loanClass).toBe('CONFORMING');
    expect(data.limits).toEqual({ conforming: 832_750, county: 1_249_125 });
    expect(data.featured.map((offer: { termYears: number }) => offer.termYears)).toEqual([30, 20, 15]);
    expect(data.terms[0].offers).toHaveLength(40);
    const first: Offer = data.featured[0];
    expect(first.lines[0]!.label).toBe('Base price (30-day lock)');
    expect(first.lines[1]).toEqual({ label: 'Credit score 740–759 × LTV 75.01–80% (purchase)', points: -0.875 });
    // The price is the sum of its lines; the credit is (price − 100)% of the loan.
    const sum = first.lines.reduce((total, line) => total + line.points, 0);
    expect(first.price).toBeCloseTo(sum, 6);
    expect(first.lenderCredit).toBe(Math.round(((first.price - 100) * 400_000) / 100));
  });

  it('a 640 FICO, 95% LTV condo investor and a 780 FICO, 60% LTV owner-occupant get different answers', async () => {
    const risky = await api.call('POST', PRICE, {
      token: officer.token,
      body: scenario({ fico: 640, loanAmount: 475_000, propertyType: 'CONDO', occupancy: 'INVESTMENT' }),
    });
    expect(risky.body.data.featured).toEqual([]);
    const reasons = risky.body.data.ineligible.find(
      (entry: { lenderName: string; productCode: string }) => entry.lenderName === 'Mega Capital Funding' && entry.productCode === 'CONV30',
    ).reasons;
    expect(reasons).toContain('Max LTV 75% for a condo investment; scenario 95%');
    const strong = await api.call('POST', PRICE, { token: officer.token, body: scenario({ fico: 780, loanAmount: 300_000 }) });
    const atRate = (data: { terms: { offers: Offer[] }[] }, rate: number) => data.terms[0]!.offers.find((offer) => offer.rate === rate)!;
    const base = await api.call('POST', PRICE, { token: officer.token, body: scenario() });
    expect(atRate(strong.body.data, 6.5).price).toBeGreaterThan(atRate(base.body.data, 6.5).price);
  });

  it('refuses an unknown ZIP, a county outside the ZIP and a loan above the value, by field', async () => {
    const unknown = await api.call('POST', PRICE, { token: officer.token, body: scenario({ zipCode: '00000' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual({ zipCode: 'ZIP code not found' });
    const county = await api.call('POST', PRICE, { token: officer.token, body: scenario({ countyFips: '06059' }) });
    expect(county.body.data.errors).toEqual({ countyFips: 'That county is not in this ZIP code' });
    const above = await api.call('POST', PRICE, { token: officer.token, body: scenario({ loanAmount: 600_000 }) });
    expect(above.body.data.errors).toEqual({ loanAmount: 'Loan amount cannot exceed the property value' });
  });

  it('a ZIP spanning counties offers the choice', async () => {
    const answer = await api.call('GET', '/api/Pricing/GetZipCounties?zipCode=00601', { token: officer.token });
    expect(answer.body.data.map((entry: { fips: string }) => entry.fips)).toEqual(['72113', '72001']);
  });

  it('county limits for any county and year: Los Angeles County 2025 and 2026', async () => {
    const limits = async (year: number) =>
      (await api.call('GET', `/api/Pricing/GetCountyLimits?year=${year}&state=CA&countyFips=06037`, { token: officer.token })).body.data;
    expect((await limits(2025)).counties[0]).toMatchObject({
      county: 'Los Angeles County',
      limits: [1_209_750, 1_548_975, 1_872_225, 2_326_875],
    });
    expect((await limits(2025)).baseline[0]).toBe(806_500);
    expect((await limits(2026)).counties[0].limits[0]).toBe(1_249_125);
    const state = await api.call('GET', '/api/Pricing/GetCountyLimits?year=2026&state=CT', { token: officer.token });
    expect(state.body.data.counties.map((row: { county: string }) => row.county)).toContain('Capitol Planning Region');
    const bad = await api.call('GET', '/api/Pricing/GetCountyLimits?year=2019&state=CA', { token: officer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMsg).toBe('Year must be one of 2025, 2026');
  });
});

describe('rate sheet import and activation', () => {
  const { api, admin, officer, lender } = useTestApi();

  async function lenderIdBySlug(slug: string): Promise<number> {
    return (await api.call('GET', `/api/Lender/GetLenderById/${slug}`, { token: admin.token })).body.data.id;
  }

  it("only Admins and the lender's own account executive import", async () => {
    const mega = await lenderIdBySlug('mega_capital');
    const provident = await lenderIdBySlug('provident');
    const body = (lenderId: number) => ({ lenderId, format: 'csv', content: csv(SHEET_LINES('100.500')) });
    expect((await api.call('POST', IMPORT, { token: officer.token, body: body(mega) })).status).toBe(403);
    const others = await api.call('POST', IMPORT, { token: lender.token, body: body(provident) });
    expect(others.status).toBe(403);
    expect(others.body.responseMsg).toBe('Account executives import rate sheets for their own lender only');
    const own = await api.call('POST', IMPORT, { token: lender.token, body: body(mega) });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ lenderName: 'Mega Capital Funding', status: 'Draft', productCount: 1, format: 'csv' });
    expect((await api.call('POST', IMPORT, { token: admin.token, body: body(provident) })).status).toBe(201);
    // The AE's history is their lender's only.
    const history = await api.call('GET', '/api/RateSheet/GetRateSheets', { token: lender.token });
    expect(new Set(history.body.data.map((sheet: { lenderName: string }) => sheet.lenderName))).toEqual(new Set(['Mega Capital Funding']));
    expect((await api.call('GET', '/api/RateSheet/GetRateSheets', { token: officer.token })).status).toBe(403);
  });

  it('lists every error by line and stores nothing', async () => {
    const mega = await lenderIdBySlug('mega_capital');
    const before = (await api.call('GET', '/api/RateSheet/GetRateSheets', { token: admin.token })).body.data.length;
    const lines = SHEET_LINES('abc');
    lines.push('rule,T30,minFico,100', 'price,NOPE,6,100');
    const answer = await api.call('POST', IMPORT, { token: admin.token, body: { lenderId: mega, format: 'csv', content: csv(lines) } });
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe('The rate sheet has errors; nothing was stored (1 error)');
    expect(answer.body.data.errors).toEqual({ 'line 10': 'product NOPE has no product line above' });
    lines.pop();
    const schema = await api.call('POST', IMPORT, { token: admin.token, body: { lenderId: mega, format: 'csv', content: csv(lines) } });
    expect(schema.body.data.errors).toEqual({
      'line 4': 'products[0].prices[0].price must be a number',
      'line 9': 'products[0].eligibility.minFico must be between 300 and 850',
    });
    const json = await api.call('POST', IMPORT, {
      token: admin.token,
      body: { lenderId: mega, format: 'json', content: '{"products": []}' },
    });
    expect(json.status).toBe(400);
    expect(json.body.data.errors).toMatchObject({
      effectiveAt: 'must be a date and time (ISO 8601)',
      products: 'needs at least one product',
    });
    expect((await api.call('GET', '/api/RateSheet/GetRateSheets', { token: admin.token })).body.data.length).toBe(before);
  });

  it("activating a sheet retires the lender's previous one, which stays in the history, and the pricer uses it", async () => {
    const remn = await lenderIdBySlug('remn');
    const imported = await api.call('POST', IMPORT, {
      token: admin.token,
      body: { lenderId: remn, format: 'csv', content: csv(SHEET_LINES('104.000')) },
    });
    const id = imported.body.data.id;
    const activated = await api.call('POST', `/api/RateSheet/ActivateRateSheet/${id}`, { token: admin.token });
    expect(activated.status).toBe(200);
    expect(activated.body.responseMsg).toBe('Rate sheet activated for REMN Wholesale');
    const history = (await api.call('GET', `/api/RateSheet/GetRateSheets?lenderId=${remn}`, { token: admin.token })).body.data;
    expect(history.map((sheet: { status: string }) => sheet.status)).toEqual(['Active', 'Retired']);
    const priced = await api.call('POST', PRICE, { token: officer.token, body: scenario() });
    const at6 = priced.body.data.terms[0].offers.find((offer: Offer) => offer.rate === 6);
    // 104.000 − 0.875 (740–759 × 75.01–80% purchase) is no longer on REMN's new sheet: no grid → 104.000, the best at 6.000%.
    expect(at6).toMatchObject({ lenderName: 'REMN Wholesale', price: 104 });
    expect((await api.call('POST', '/api/RateSheet/ActivateRateSheet/999999', { token: admin.token })).status).toBe(404);
    expect((await api.call('POST', `/api/RateSheet/ActivateRateSheet/${id}`, { token: lender.token })).status).toBe(403);
  });
});
