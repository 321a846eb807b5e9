import { SAMPLE_PRICE_SCENARIO } from '@lendhub/domain/testing/pricing';
import { describe, expect, it } from 'vitest';
import { codesOf, fieldsOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const PRICE = `query ($input: PriceScenarioInput!) { priceScenario(input: $input) {
  live loanClass conformingLimit countyLimit county { name year }
  featured { offerKey lenderName rate price lenderCredit termYears lines { label points } payment { total } }
  ineligible { lenderName productName reasons }
} }`;

const SAVE = `mutation ($input: SaveQuoteInput!) { saveQuote(input: $input) { message quoteEdge { node { id name loanId scenario { zipCode loanAmount } offers { rate lenderName } } } } }`;

describe('pricing through the gateway', () => {
  it("prices a scenario with the breakdown lines and the county's class", async () => {
    const result = await stack.gql<{ priceScenario: any }>(PRICE, { input: SAMPLE_PRICE_SCENARIO }, stack.officer);
    expect(result.errors).toBeUndefined();
    const priced = result.data!.priceScenario;
    expect(priced).toMatchObject({
      live: true,
      loanClass: 'CONFORMING',
      conformingLimit: 832_750,
      countyLimit: 1_249_125,
      county: { name: 'Los Angeles County', year: 2026 },
    });
    expect(priced.featured[0].lines[1]).toEqual({ label: 'Credit score 740–759 × LTV 75.01–80% (purchase)', points: -0.875 });
    const bad = await stack.gql(PRICE, { input: { ...SAMPLE_PRICE_SCENARIO, zipCode: '00000' } }, stack.officer);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual({ zipCode: 'ZIP code not found' });
    expect(codesOf(await stack.gql(PRICE, { input: SAMPLE_PRICE_SCENARIO }))).toEqual(['UNAUTHENTICATED']);
  });

  it('county loan limits for Los Angeles County: 2025 and 2026', async () => {
    const LIMITS = `query ($year: Int!) { countyLoanLimits(year: $year, state: "CA") { baseline counties { fips county limits } } }`;
    const la = async (year: number) => {
      const answer = await stack.gql<{ countyLoanLimits: any }>(LIMITS, { year }, stack.officer);
      return answer.data!.countyLoanLimits.counties.find((row: { fips: string }) => row.fips === '06037');
    };
    expect((await la(2025)).limits[0]).toBe(1_209_750);
    expect((await la(2026)).limits[0]).toBe(1_249_125);
  });

  it('only Admins and account executives reach the rate sheets; a loan officer is refused by the role directive', async () => {
    const SHEETS = `{ rateSheets { id lenderName status productCount source } }`;
    expect(codesOf(await stack.gql(SHEETS, {}, stack.officer))).toEqual(['FORBIDDEN']);
    const admin = await stack.gql<{ rateSheets: any[] }>(SHEETS, {}, stack.admin);
    expect(admin.data!.rateSheets.length).toBeGreaterThanOrEqual(5);
    const lender = await stack.gql<{ rateSheets: any[] }>(SHEETS, {}, stack.lender);
    expect(new Set(lender.data!.rateSheets.map((sheet) => sheet.lenderName))).toEqual(new Set(['Mega Capital Funding']));
    const IMPORT = `mutation ($input: ImportRateSheetInput!) { importRateSheet(input: $input) { message rateSheet { id status } } }`;
    const refused = await stack.gql(IMPORT, { input: { lenderId: 'TGVuZGVyOjE=', format: 'csv', content: 'x' } }, stack.officer);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });

  it("saved quotes are private to their officer; the node of another's quote is null", async () => {
    const priced = await stack.gql<{ priceScenario: any }>(PRICE, { input: SAMPLE_PRICE_SCENARIO }, stack.officer);
    const keys = priced.data!.priceScenario.featured.map((offer: { offerKey: string }) => offer.offerKey);
    const saved = await stack.gql<{ saveQuote: any }>(
      SAVE,
      { input: { name: 'Gateway quote', scenario: SAMPLE_PRICE_SCENARIO, offerKeys: keys.slice(0, 2) } },
      stack.officer,
    );
    expect(saved.errors).toBeUndefined();
    const node = saved.data!.saveQuote.quoteEdge.node;
    expect(node).toMatchObject({ name: 'Gateway quote', loanId: null, scenario: { zipCode: '90012', loanAmount: 400_000 } });
    expect(node.offers).toHaveLength(2);
    const NODE = `query ($id: ID!) { node(id: $id) { id ... on SavedQuote { name borrowerPdf { fileName contentBase64 } } } }`;
    const own = await stack.gql<{ node: any }>(NODE, { id: node.id }, stack.officer);
    expect(own.data!.node.borrowerPdf.fileName).toBe('quote-gateway-quote.pdf');
    expect(Buffer.from(own.data!.node.borrowerPdf.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await stack.gql<{ node: any }>(NODE, { id: node.id }, stack.lender)).data!.node).toBeNull();
    const list = await stack.gql<{ savedQuotes: any }>(`{ savedQuotes { edges { node { id } } } }`, {}, stack.admin);
    expect(list.data!.savedQuotes.edges.some((edge: { node: { id: string } }) => edge.node.id === node.id)).toBe(false);
    const deleted = await stack.gql<{ deleteSavedQuote: any }>(
      `mutation ($input: DeleteSavedQuoteInput!) { deleteSavedQuote(input: $input) { message deletedQuoteId } }`,
      { input: { quoteId: node.id } },
      stack.officer,
    );
    expect(deleted.data!.deleteSavedQuote).toEqual({ message: 'Quote deleted', deletedQuoteId: node.id });
  });

  it("attaches a saved quote to the officer's own loan and lists it on the loan; another officer's loan or quote is refused", async () => {
    const mega = (await stack.gql<{ lender: { id: string } }>(`{ lender(idOrSlug: "mega_capital") { id } }`, {}, stack.officer)).data!
      .lender.id;
    const CREATE_LOAN = `mutation ($input: CreateLoanInput!) { createLoan(input: $input) { loanEdge { node { id internalId } } } }`;
    const loanInput = {
      borrowerName: 'Quinn Quote',
      loanType: 'CONVENTIONAL',
      loanAmount: 400_000,
      status: 'PENDING',
      stage: 'INITIAL_REVIEW',
      lenderId: mega,
      dueDate: '2031-05-01',
      propertyAddress: '1 Quote Ln, Los Angeles, CA 90012',
      notes: null,
    };
    const newLoan = async (token: string) =>
      (await stack.gql<{ createLoan: any }>(CREATE_LOAN, { input: loanInput }, token)).data!.createLoan.loanEdge.node;
    const loan = await newLoan(stack.officer);
    const adminsLoan = await newLoan(stack.admin);
    const priced = await stack.gql<{ priceScenario: any }>(PRICE, { input: SAMPLE_PRICE_SCENARIO }, stack.officer);
    const saved = await stack.gql<{ saveQuote: any }>(
      SAVE,
      { input: { name: 'Quinn purchase', scenario: SAMPLE_PRICE_SCENARIO, offerKeys: [priced.data!.priceScenario.featured[0].offerKey] } },
      stack.officer,
    );
    const quoteId = saved.data!.saveQuote.quoteEdge.node.id;

    const ATTACH = `mutation ($input: AttachQuoteToLoanInput!) { attachQuoteToLoan(input: $input) { message quote { id loanId loan { id borrowerName } } loan { id savedQuotes { id name } } } }`;
    const attached = await stack.gql<{ attachQuoteToLoan: any }>(ATTACH, { input: { quoteId, loanId: loan.id } }, stack.officer);
    expect(attached.errors).toBeUndefined();
    expect(attached.data!.attachQuoteToLoan).toEqual({
      message: 'Quote attached to the loan',
      quote: { id: quoteId, loanId: loan.internalId, loan: { id: loan.id, borrowerName: 'Quinn Quote' } },
      loan: { id: loan.id, savedQuotes: [{ id: quoteId, name: 'Quinn purchase' }] },
    });
    // The loan as its page reads it; the Admin sees the loan but not the officer's private quote.
    const LOAN = `query ($id: ID!) { node(id: $id) { ... on Loan { savedQuotes { id } } } }`;
    expect((await stack.gql<{ node: any }>(LOAN, { id: loan.id }, stack.officer)).data!.node.savedQuotes).toEqual([{ id: quoteId }]);
    expect((await stack.gql<{ node: any }>(LOAN, { id: loan.id }, stack.admin)).data!.node.savedQuotes).toEqual([]);

    const foreignLoan = await stack.gql(ATTACH, { input: { quoteId, loanId: adminsLoan.id } }, stack.officer);
    expect(codesOf(foreignLoan)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(foreignLoan)).toEqual({ loanId: 'Choose one of your own loans' });
    expect(codesOf(await stack.gql(ATTACH, { input: { quoteId, loanId: adminsLoan.id } }, stack.admin))).toEqual(['NOT_FOUND']);
    expect(codesOf(await stack.gql(ATTACH, { input: { quoteId, loanId: loan.id } }))).toEqual(['UNAUTHENTICATED']);

    const DETACH = `mutation ($input: DetachQuoteFromLoanInput!) { detachQuoteFromLoan(input: $input) { message quote { id loan { id } } loan { id savedQuotes { id } } } }`;
    expect(codesOf(await stack.gql(DETACH, { input: { quoteId } }, stack.lender))).toEqual(['NOT_FOUND']);
    const detached = await stack.gql<{ detachQuoteFromLoan: any }>(DETACH, { input: { quoteId } }, stack.officer);
    expect(detached.data!.detachQuoteFromLoan).toEqual({
      message: 'Quote detached from the loan',
      quote: { id: quoteId, loan: null },
      loan: { id: loan.id, savedQuotes: [] },
    });
  });
});
