import { inflateSync } from 'node:zlib';
import { SAMPLE_PRICE_SCENARIO } from '@lendhub/domain/testing/pricing';
import { describe, expect, it } from 'vitest';
import { lenderIds, loanBody, newOfficer } from './helpers/loans.ts';
import { useTestApi } from './helpers/test-api.ts';

/** The text a PDF draws: pdf-lib writes standard-font strings as <hex> Tj, in (maybe deflated) content streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    const body = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')))
    .join('\n');
}

describe('saved quotes', () => {
  const { api, officer, lender, admin } = useTestApi();

  async function featuredKeys(): Promise<string[]> {
    const priced = await api.call('POST', '/api/Pricing/PriceScenario', { token: officer.token, body: SAMPLE_PRICE_SCENARIO });
    return priced.body.data.featured.map((offer: { id: string }) => offer.id);
  }

  it("saves, lists, reopens and deletes the officer's own quote; others never see it", async () => {
    const keys = await featuredKeys();
    const saved = await api.call('POST', '/api/Quote/SaveQuote', {
      token: officer.token,
      body: { name: 'Garcia purchase', scenario: SAMPLE_PRICE_SCENARIO, offerKeys: keys },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.responseMsg).toBe('Quote saved');
    expect(saved.body.data).toMatchObject({ name: 'Garcia purchase', loanId: null, scenario: { zipCode: '90012', loanAmount: 400_000 } });
    expect(saved.body.data.offers.map((offer: { termYears: number }) => offer.termYears)).toEqual([30, 20, 15]);
    const id = saved.body.data.id;
    const list = await api.call('GET', '/api/Quote/GetSavedQuotes', { token: officer.token });
    expect(list.body.data[0].id).toBe(id);
    for (const other of [lender, admin]) {
      expect((await api.call('GET', `/api/Quote/GetSavedQuotesByIds?ids=${id}`, { token: other.token })).body.data).toEqual([]);
      expect(
        (await api.call('GET', '/api/Quote/GetSavedQuotes', { token: other.token })).body.data.some(
          (quote: { id: number }) => quote.id === id,
        ),
      ).toBe(false);
      expect((await api.call('DELETE', `/api/Quote/DeleteSavedQuote/${id}`, { token: other.token })).status).toBe(404);
      expect((await api.call('GET', `/api/Quote/GetQuotePdf/${id}`, { token: other.token })).status).toBe(404);
    }
    const deleted = await api.call('DELETE', `/api/Quote/DeleteSavedQuote/${id}`, { token: officer.token });
    expect(deleted.body).toMatchObject({ status: 200, responseMsg: 'Quote deleted' });
    expect((await api.call('GET', `/api/Quote/GetSavedQuotesByIds?ids=${id}`, { token: officer.token })).body.data).toEqual([]);
  });

  it('refuses a blank name, no offers, more than three, and an offer not in the scenario', async () => {
    const keys = await featuredKeys();
    const call = (body: object) =>
      api.call('POST', '/api/Quote/SaveQuote', {
        token: officer.token,
        body: { name: 'Q', scenario: SAMPLE_PRICE_SCENARIO, offerKeys: keys, ...body },
      });
    expect((await call({ name: '  ' })).body.data.errors).toEqual({ name: 'Please enter a name for the quote' });
    expect((await call({ offerKeys: [] })).body.data.errors).toEqual({ offerKeys: 'Please choose one to three offers' });
    expect((await call({ offerKeys: [...keys, keys[0]] })).body.data.errors).toEqual({ offerKeys: 'Please choose one to three offers' });
    const gone = await call({ offerKeys: ['999:CONV30:6.5'] });
    expect(gone.status).toBe(400);
    expect(gone.body.responseMsg).toBe('An offer is no longer available for this scenario; price it again');
  });

  it('the borrower PDF carries the scenario, the offers, the disclaimer, the officer with NMLS and the date', async () => {
    const keys = await featuredKeys();
    const saved = await api.call('POST', '/api/Quote/SaveQuote', {
      token: officer.token,
      body: { name: 'Lee refinance', scenario: SAMPLE_PRICE_SCENARIO, offerKeys: keys },
    });
    const answer = await api.call('GET', `/api/Quote/GetQuotePdf/${saved.body.data.id}`, { token: officer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.fileName).toBe('quote-lee-refinance.pdf');
    const bytes = Buffer.from(answer.body.data.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Your mortgage quote');
    expect(text).toContain('Los Angeles County');
    expect(text).toContain('$400,000');
    expect(text).toContain(`${saved.body.data.offers[0].rate.toFixed(3)}%`);
    expect(text).toContain('NMLS #1234567');
    expect(text).toContain(new Date().toISOString().slice(0, 10));
    expect(text).toContain('Rates are for informational purposes only, are based on a 30-day lock period and are');
  });

  describe('attached to a loan of the pipeline', () => {
    async function officerLoan(token: string): Promise<number> {
      const lenders = await lenderIds(api, token);
      const created = await api.call('POST', '/api/Loans', { token, body: loanBody(Object.values(lenders)[0]!) });
      expect(created.status).toBe(201);
      return created.body.data.id;
    }

    async function savedQuote(token: string, body: object = {}) {
      const priced = await api.call('POST', '/api/Pricing/PriceScenario', { token, body: SAMPLE_PRICE_SCENARIO });
      return api.call('POST', '/api/Quote/SaveQuote', {
        token,
        body: { name: 'Ortiz purchase', scenario: SAMPLE_PRICE_SCENARIO, offerKeys: [priced.body.data.featured[0].id], ...body },
      });
    }

    it("attaches the officer's quote to their loan, lists it on the loan, detaches it; deleting the loan unlinks the quote", async () => {
      const loanId = await officerLoan(officer.token);
      const quoteId = (await savedQuote(officer.token)).body.data.id;
      const attached = await api.call('POST', `/api/Quote/AttachQuoteToLoan/${quoteId}`, { token: officer.token, body: { loanId } });
      expect(attached.body).toMatchObject({ status: 200, responseMsg: 'Quote attached to the loan', data: { id: quoteId, loanId } });
      const onLoan = await api.call('GET', `/api/Quote/GetSavedQuotesByLoanIds?ids=${loanId}`, { token: officer.token });
      expect(onLoan.body.data.map((quote: { id: number }) => quote.id)).toEqual([quoteId]);
      // The Admin reads the loan but not the officer's quotes.
      expect((await api.call('GET', `/api/Quote/GetSavedQuotesByLoanIds?ids=${loanId}`, { token: admin.token })).body.data).toEqual([]);

      const detached = await api.call('POST', `/api/Quote/DetachQuoteFromLoan/${quoteId}`, { token: officer.token });
      expect(detached.body).toMatchObject({
        status: 200,
        responseMsg: 'Quote detached from the loan',
        data: { id: quoteId, loanId: null },
      });

      // Saved straight onto the loan, then the loan goes: the quote stays, unlinked (ON DELETE SET NULL).
      const direct = await savedQuote(officer.token, { loanId });
      expect(direct.body.data.loanId).toBe(loanId);
      expect((await api.call('DELETE', `/api/Loans/${loanId}`, { token: officer.token })).status).toBe(200);
      const kept = await api.call('GET', `/api/Quote/GetSavedQuotesByIds?ids=${direct.body.data.id}`, { token: officer.token });
      expect(kept.body.data[0]).toMatchObject({ id: direct.body.data.id, loanId: null });
    });

    it("refuses another officer (their quote is not found) and a loan that is not the officer's own", async () => {
      const other = await newOfficer(api, admin.token);
      const othersLoan = await officerLoan(other.token);
      const ownLoan = await officerLoan(officer.token);
      const quoteId = (await savedQuote(officer.token)).body.data.id;

      // Another officer, even naming their own loan, cannot touch this officer's quote.
      for (const stranger of [other, admin, lender]) {
        expect(
          (await api.call('POST', `/api/Quote/AttachQuoteToLoan/${quoteId}`, { token: stranger.token, body: { loanId: ownLoan } })).status,
        ).toBe(404);
        expect((await api.call('POST', `/api/Quote/DetachQuoteFromLoan/${quoteId}`, { token: stranger.token })).status).toBe(404);
      }
      const foreign = await api.call('POST', `/api/Quote/AttachQuoteToLoan/${quoteId}`, {
        token: officer.token,
        body: { loanId: othersLoan },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.data.errors).toEqual({ loanId: 'Choose one of your own loans' });
      expect(
        (await api.call('POST', `/api/Quote/AttachQuoteToLoan/${quoteId}`, { token: officer.token, body: { loanId: 2_000_000_000 } })).body
          .data.errors,
      ).toEqual({ loanId: 'Choose one of your own loans' });
      expect(
        (await api.call('POST', `/api/Quote/AttachQuoteToLoan/${quoteId}`, { token: officer.token, body: {} })).body.data.errors,
      ).toEqual({ loanId: 'Please choose a loan' });
      expect((await savedQuote(officer.token, { loanId: othersLoan })).body.data.errors).toEqual({
        loanId: 'Choose one of your own loans',
      });
      // Nothing changed.
      expect(
        (await api.call('GET', `/api/Quote/GetSavedQuotesByIds?ids=${quoteId}`, { token: officer.token })).body.data[0].loanId,
      ).toBeNull();
      expect((await api.call('GET', `/api/Quote/GetSavedQuotesByLoanIds?ids=${othersLoan}`, { token: other.token })).body.data).toEqual([]);
    });
  });
});
