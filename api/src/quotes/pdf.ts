// The borrower PDF (docs/product.md "Pricing"): one page, drawn with pdf-lib's standard Helvetica — the
// scenario, up to three offers side by side, the disclaimer of spec §2, the officer and the date.
import { LOAN_CLASS_LABELS, type LoanClass } from '@lendhub/domain/pricing';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import type { SavedQuoteDto } from '@lendhub/domain/rest/quotes';

/** The Results disclaimer of spec §2, as the Quotes screen shows it. */
export const RATES_DISCLAIMER =
  'Rates are for informational purposes only, are based on a 30-day lock period and are subject to change without notice.';

/** Closing costs for the cash-to-close estimate: the sample costs of spec §9 ($1,495 + $895 + $150). */
export const ESTIMATED_CLOSING_COSTS = 2_540;

const LABELS: Record<string, string> = {
  CONVENTIONAL: 'Conventional',
  FHA: 'FHA',
  VA: 'VA',
  USDA: 'USDA',
  NON_QM: 'Non-QM',
  PURCHASE: 'Purchase',
  RATE_TERM: 'Rate/term refinance',
  CASHOUT: 'Cash-out refinance',
  OWNER_OCCUPIED: 'Owner occupied',
  SECOND_HOME: 'Second home',
  INVESTMENT: 'Investment',
  SINGLE_FAMILY: 'Single family residence',
  CONDO: 'Condo',
  TOWNHOUSE: 'Townhouse',
  TWO_TO_FOUR_UNITS: '2-4 units',
};

const usd = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 })}`;
const usdCents = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Helvetica's WinAnsi encoding has no U+2212 or narrow spaces. */
const ansi = (text: string) => text.replace(/\u2212/g, '-').replace(/[\u2009\u202f]/g, ' ');

export interface QuotePdfInput {
  quote: SavedQuoteDto;
  officer: { fullName: string; email: string; phone: string | null; nmls: string | null };
  county: string | null;
  loanClass: LoanClass | null;
  date: Date;
}

/** Cash to close: down payment (purchase only) + estimated closing costs − lender credit (+ points). */
export function cashToClose(scenario: { purpose?: unknown; loanAmount?: unknown; propertyValue?: unknown }, lenderCredit: number): number {
  const downPayment = scenario.purpose === 'PURCHASE' ? Number(scenario.propertyValue) - Number(scenario.loanAmount) : 0;
  return Math.max(0, downPayment + ESTIMATED_CLOSING_COSTS - lenderCredit);
}

export async function quotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  // pdf-lib is ~0.3 s of module loading: paid by the first PDF, not by every start.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(ansi(`Mortgage quote: ${input.quote.name}`));
  doc.setCreator('LendHub');
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const text = (value: string, x: number, size = 10, font: PDFFont = regular, color = rgb(0.1, 0.1, 0.15)) =>
    page.drawText(ansi(value), { x, y, size, font, color });

  text('Your mortgage quote', 50, 20, bold);
  y -= 18;
  text(`${input.quote.name} - prepared ${input.date.toISOString().slice(0, 10)}`, 50, 10, regular, rgb(0.35, 0.35, 0.4));
  y -= 30;

  const s = input.quote.scenario;
  const scenarioLines: [string, string][] = [
    ['Loan type', LABELS[String(s.loanType)] ?? String(s.loanType)],
    ['Purpose', LABELS[String(s.purpose)] ?? String(s.purpose)],
    ['Loan amount', usd(Number(s.loanAmount))],
    ['Property value', usd(Number(s.propertyValue))],
    ['Credit score', `${String(s.fico)}+`],
    ['Occupancy', LABELS[String(s.occupancy)] ?? String(s.occupancy)],
    ['Property', LABELS[String(s.propertyType)] ?? String(s.propertyType)],
    ['Location', `ZIP ${String(s.zipCode)}${input.county ? `, ${input.county}` : ''}`],
    ['Loan class', input.loanClass ? LOAN_CLASS_LABELS[input.loanClass] : '-'],
    ['Lock period', `${String(s.lockDays ?? 30)} days`],
  ];
  text('Scenario', 50, 13, bold);
  y -= 18;
  for (const [label, value] of scenarioLines) {
    text(label, 50, 10, bold);
    text(value, 170, 10);
    y -= 14;
  }
  y -= 16;

  text('Offers', 50, 13, bold);
  y -= 20;
  drawOffers(page, input, y, { regular, bold, label: rgb(0.4, 0.4, 0.45) });
  y -= 170;

  text('Loan officer', 50, 13, bold);
  y -= 16;
  text(`${input.officer.fullName} - NMLS #${input.officer.nmls ?? 'not on file'}`, 50);
  y -= 14;
  text([input.officer.email, input.officer.phone].filter(Boolean).join(' - '), 50);
  y -= 30;

  // The disclaimer wraps at the page's width.
  for (const line of wrap(
    `${RATES_DISCLAIMER} Payments include estimated taxes, insurance and mortgage insurance where shown; cash to close includes estimated closing costs of ${usd(ESTIMATED_CLOSING_COSTS)}. This is not a loan approval or a Loan Estimate.`,
    regular,
    9,
    512,
  )) {
    text(line, 50, 9, regular, rgb(0.35, 0.35, 0.4));
    y -= 12;
  }
  return doc.save();
}

function drawOffers(
  page: PDFPage,
  input: QuotePdfInput,
  top: number,
  { regular, bold, label: labelColor }: { regular: PDFFont; bold: PDFFont; label: Color },
) {
  const offers = input.quote.offers.slice(0, 3);
  const width = 512 / Math.max(1, offers.length);
  offers.forEach((offer, index) => {
    const x = 50 + index * width;
    let y = top;
    const row = (label: string, value: string, font = regular) => {
      page.drawText(ansi(label), { x, y, size: 8, font: regular, color: labelColor });
      y -= 11;
      page.drawText(ansi(value), { x, y, size: 11, font });
      y -= 16;
    };
    page.drawText(ansi(`${offer.lenderName}`), { x, y, size: 11, font: bold });
    y -= 13;
    page.drawText(ansi(offer.productName), { x, y, size: 8, font: regular });
    y -= 18;
    row('Rate', `${offer.rate.toFixed(3)}%`, bold);
    row(offer.lenderCredit >= 0 ? 'Lender credit' : 'Points (cost)', usd(Math.abs(offer.lenderCredit)));
    row('Monthly payment', usdCents(offer.payment.total));
    row('Cash to close (estimate)', usd(cashToClose(input.quote.scenario, offer.lenderCredit)));
  });
}

function wrap(value: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
