import { seededRandom, type Random } from '../random.ts';
import { FIRST_NAMES, LAST_NAMES } from '../shared/names.ts';
import type { WireAddress, WireForeclosure, WireMortgage, WireProperty, WireSale, WireTaxYear } from './wire.ts';

interface Market {
  city: string;
  state: string;
  zip: string;
  county: string;
  latitude: number;
  longitude: number;
  /** Typical value per square foot in USD. */
  pricePerSqft: number;
  /** Effective property-tax rate, fraction of assessed value. */
  taxRate: number;
}

/** One market in each licensing state of spec §9, plus a second Texas one. */
const MARKETS: readonly Market[] = [
  {
    city: 'San Diego',
    state: 'CA',
    zip: '92109',
    county: 'San Diego',
    latitude: 32.7942,
    longitude: -117.2386,
    pricePerSqft: 720,
    taxRate: 0.0113,
  },
  {
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    county: 'Travis',
    latitude: 30.2432,
    longitude: -97.7651,
    pricePerSqft: 410,
    taxRate: 0.0198,
  },
  {
    city: 'Charlotte',
    state: 'NC',
    zip: '28203',
    county: 'Mecklenburg',
    latitude: 35.2085,
    longitude: -80.859,
    pricePerSqft: 330,
    taxRate: 0.0105,
  },
  {
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
    county: 'Fulton',
    latitude: 33.798,
    longitude: -84.3883,
    pricePerSqft: 340,
    taxRate: 0.0121,
  },
  {
    city: 'Denver',
    state: 'CO',
    zip: '80205',
    county: 'Denver',
    latitude: 39.7589,
    longitude: -104.966,
    pricePerSqft: 430,
    taxRate: 0.0055,
  },
  {
    city: 'Miami',
    state: 'FL',
    zip: '33133',
    county: 'Miami-Dade',
    latitude: 25.732,
    longitude: -80.238,
    pricePerSqft: 560,
    taxRate: 0.016,
  },
  {
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    county: 'Franklin',
    latitude: 39.9612,
    longitude: -83.0007,
    pricePerSqft: 220,
    taxRate: 0.0156,
  },
  {
    city: 'Nashville',
    state: 'TN',
    zip: '37206',
    county: 'Davidson',
    latitude: 36.18,
    longitude: -86.74,
    pricePerSqft: 350,
    taxRate: 0.0069,
  },
  { city: 'Boise', state: 'ID', zip: '83702', county: 'Ada', latitude: 43.625, longitude: -116.2, pricePerSqft: 330, taxRate: 0.0063 },
  {
    city: 'Des Moines',
    state: 'IA',
    zip: '50312',
    county: 'Polk',
    latitude: 41.585,
    longitude: -93.67,
    pricePerSqft: 170,
    taxRate: 0.0181,
  },
  {
    city: 'New Orleans',
    state: 'LA',
    zip: '70115',
    county: 'Orleans Parish',
    latitude: 29.924,
    longitude: -90.101,
    pricePerSqft: 260,
    taxRate: 0.0089,
  },
  { city: 'Boston', state: 'MA', zip: '02127', county: 'Suffolk', latitude: 42.335, longitude: -71.04, pricePerSqft: 780, taxRate: 0.0108 },
  { city: 'Jackson', state: 'MS', zip: '39202', county: 'Hinds', latitude: 32.31, longitude: -90.18, pricePerSqft: 120, taxRate: 0.0079 },
  {
    city: 'Charleston',
    state: 'SC',
    zip: '29401',
    county: 'Charleston',
    latitude: 32.78,
    longitude: -79.93,
    pricePerSqft: 520,
    taxRate: 0.0057,
  },
  {
    city: 'Birmingham',
    state: 'AL',
    zip: '35209',
    county: 'Jefferson',
    latitude: 33.465,
    longitude: -86.81,
    pricePerSqft: 190,
    taxRate: 0.0041,
  },
  { city: 'Dallas', state: 'TX', zip: '75206', county: 'Dallas', latitude: 32.83, longitude: -96.77, pricePerSqft: 330, taxRate: 0.0201 },
];

interface Anchor {
  street: string;
  market: number;
  ownerType?: 'Individual' | 'Corporate' | 'Trust';
  propertyType?: string;
  inForeclosure?: boolean;
}

/**
 * Addresses the documentation and tests name, with the traits that make each interesting;
 * the generator adds two random houses in every market after them.
 */
export const ANCHOR_ADDRESSES = [
  { street: '1200 Ocean View Dr', market: 0, ownerType: 'Individual', propertyType: 'Single Family Residence' },
  { street: '4512 Barton Hills Dr', market: 1, ownerType: 'Corporate', propertyType: 'Single Family Residence' },
  { street: '88 Magnolia Ct', market: 2, ownerType: 'Individual', propertyType: 'Single Family Residence', inForeclosure: true },
  { street: '215 Peachtree Walk', market: 3, ownerType: 'Trust', propertyType: 'Townhouse' },
  { street: '3300 Larimer St Unit 4B', market: 4, ownerType: 'Individual', propertyType: 'Condominium' },
] as const satisfies readonly Anchor[];

/**
 * Addresses the service recognises but holds no property record for (a new-construction lot):
 * it answers 200 with an empty `properties` list, the "no data" case of spec §8.
 */
export const ADDRESSES_WITHOUT_RECORD: readonly WireAddress[] = [
  { street: 'Lot 7 Prairie Wind Dr', city: 'Frisco', state: 'TX', zip: '75034' },
];

const STREET_NAMES = [
  'Oak',
  'Maple',
  'Cedar',
  'Willow',
  'Lakeview',
  'Highland',
  'Sunset',
  'Ridgecrest',
  'Park',
  'Juniper',
  'Briarwood',
  'Meadow',
  'Hillside',
  'Riverbend',
  'Laurel',
  'Chestnut',
] as const;
const STREET_SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Blvd', 'Way', 'Pl', 'Rd', 'Ter'] as const;
const PROPERTY_TYPES = [
  'Single Family Residence',
  'Single Family Residence',
  'Single Family Residence',
  'Condominium',
  'Townhouse',
  'Multi-Family (2-4 Units)',
] as const;
const LENDERS = [
  'Rocket Mortgage',
  'United Wholesale Mortgage',
  'Wells Fargo Bank',
  'Provident Funding',
  'Mega Capital Funding',
  'Chase Bank',
  'PennyMac Loan Services',
  'Navy Federal Credit Union',
  'Guild Mortgage',
] as const;
const DEED_TYPES = ['Grant Deed', 'Warranty Deed', 'Special Warranty Deed'] as const;
const CORPORATE_OWNERS = [
  'Sunbelt Rental Holdings LLC',
  'Keystone Residential LLC',
  'Bluebonnet Property Partners LP',
  'Harbor Point Investments LLC',
] as const;

/** Figures are "as of" this date so they never change with the clock. */
const AS_OF = new Date(Date.UTC(2025, 0, 1));
/** Conforming limit of 2024 for one unit in most counties; above it a loan is jumbo. */
const CONFORMING_LIMIT_2024 = 766_550;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** Monthly principal-and-interest payment of a fixed-rate loan. */
export function monthlyPayment(amount: number, annualRatePercent: number, months: number): number {
  const rate = annualRatePercent / 100 / 12;
  return rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months);
}

/** Unpaid balance after `paidMonths` payments. */
function balanceAfter(amount: number, annualRatePercent: number, months: number, paidMonths: number): number {
  const rate = annualRatePercent / 100 / 12;
  if (paidMonths >= months) return 0;
  const payment = monthlyPayment(amount, annualRatePercent, months);
  const growth = (1 + rate) ** paidMonths;
  return Math.max(0, amount * growth - (payment * (growth - 1)) / rate);
}

/** A plausible 30-year fixed rate for the year a loan was recorded. */
function rateFor(random: Random, year: number): number {
  const base = year >= 2023 ? 6.75 : year === 2022 ? 5.25 : year >= 2020 ? 3.0 : year >= 2012 ? 4.0 : year >= 2008 ? 5.5 : 6.5;
  return Math.round((base + random.int(-4, 6) * 0.125) * 1000) / 1000;
}

function monthsBetween(from: Date, to: Date): number {
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}

function loanTypeFor(random: Random, amount: number, ltv: number): string {
  if (amount > CONFORMING_LIMIT_2024) return 'Jumbo';
  if (ltv > 0.95) return random.pick(['FHA', 'VA']);
  return random.chance(0.12) ? 'VA' : 'Conventional';
}

function mortgage(random: Random, recorded: Date, amount: number, loanType: string, open: boolean): WireMortgage {
  const rate = rateFor(random, recorded.getUTCFullYear());
  const term = loanType === 'HELOC' ? 120 : 360;
  const payment = monthlyPayment(amount, rate, term);
  const balance = open ? balanceAfter(amount, rate, term, monthsBetween(recorded, AS_OF)) : 0;
  return {
    recordingDate: isoDate(recorded),
    loanAmount: amount,
    originalLoanAmount: amount,
    loanType,
    lenderName: random.pick(LENDERS),
    currentEstimatedBalance: Math.round(balance),
    currentEstimatedInterestRate: rate,
    estimatedPaymentAmount: Math.round(payment),
    open,
  };
}

function buildProperty(random: Random, index: number, street: string, market: Market, traits: Partial<Anchor>): WireProperty {
  const propertyType = traits.propertyType ?? random.pick(PROPERTY_TYPES);
  const isCondo = propertyType === 'Condominium';
  const beds = isCondo ? random.int(1, 3) : random.int(2, 6);
  const baths = Math.max(1, beds - random.int(0, 2)) + (random.chance(0.5) ? 0.5 : 0);
  const squareFeet = roundTo(beds * random.int(380, 620) + random.int(200, 600), 10);
  const yearBuilt = random.int(1928, 2021);
  const estimatedValue = roundTo(squareFeet * market.pricePerSqft * (0.85 + random.next() * 0.3), 1000);

  // Sales: one to three, oldest first, prices growing toward today's value.
  const saleCount = random.int(1, 3);
  const firstSaleYear = Math.max(yearBuilt, 1998) + random.int(0, 4);
  const saleYears = Array.from({ length: saleCount }, (_, n) => Math.min(2024, firstSaleYear + n * random.int(3, 9))).filter(
    (year, n, years) => n === 0 || year > years[n - 1]!,
  );
  const ownerType =
    traits.ownerType ??
    random.weighted<'Individual' | 'Corporate' | 'Trust'>([
      ['Individual', 75],
      ['Corporate', 15],
      ['Trust', 10],
    ]);
  const ownerName =
    ownerType === 'Corporate'
      ? random.pick(CORPORATE_OWNERS)
      : ownerType === 'Trust'
        ? `The ${random.pick(LAST_NAMES)} Family Trust`
        : personName(random);

  const sales: WireSale[] = [];
  const mortgages: WireMortgage[] = [];
  let previousBuyers = [personName(random)];
  saleYears.forEach((year, n) => {
    const isLast = n === saleYears.length - 1;
    const date = new Date(Date.UTC(year, random.int(0, 11), random.int(1, 28)));
    const price = roundTo(estimatedValue / 1.045 ** (2025 - year), 500);
    const buyers = isLast ? [ownerName] : [personName(random)];
    sales.push({ saleDate: isoDate(date), salePrice: price, buyers, sellers: previousBuyers, documentType: random.pick(DEED_TYPES) });
    previousBuyers = buyers;
    const cashBuyer = isLast && ownerType === 'Corporate';
    if (!cashBuyer) {
      const ltv = random.pick([0.8, 0.8, 0.9, 0.95, 0.965, 1.0]);
      const amount = roundTo(price * ltv, 100);
      mortgages.push(mortgage(random, date, amount, loanTypeFor(random, amount, ltv), isLast));
    }
  });

  // Some owners refinanced their purchase loan; a few took a HELOC on top.
  const purchaseLoan = mortgages.at(-1);
  if (purchaseLoan?.open && Number(purchaseLoan.recordingDate.slice(0, 4)) <= 2019 && random.chance(0.5)) {
    purchaseLoan.open = false;
    purchaseLoan.currentEstimatedBalance = 0;
    const refinanced = new Date(Date.UTC(random.int(2020, 2021), random.int(0, 11), random.int(1, 28)));
    const amount = roundTo(estimatedValue * 0.7, 100);
    mortgages.push(mortgage(random, refinanced, amount, amount > CONFORMING_LIMIT_2024 ? 'Jumbo' : 'Conventional', true));
  }
  if (mortgages.some((m) => m.open) && random.chance(0.2)) {
    const drawn = new Date(Date.UTC(random.int(2022, 2024), random.int(0, 11), random.int(1, 28)));
    mortgages.push(mortgage(random, drawn, roundTo(estimatedValue * 0.1, 1000), 'HELOC', true));
  }

  let foreclosure: WireForeclosure | null = null;
  if (traits.inForeclosure) {
    // A borrower who fell behind after a loan modification: the modified amount differs from the original.
    const open = mortgages.find((m) => m.open);
    if (open) open.loanAmount = roundTo(open.originalLoanAmount * 1.04, 100);
    foreclosure = {
      status: 'Notice of Default',
      filingDate: '2024-10-14',
      recordingDate: '2024-10-21',
      caseNumber: `NOD-2024-${String(random.int(10000, 99999))}`,
      auctionDate: '2025-02-18',
    };
  }

  const lien = mortgages.filter((m) => m.open).reduce((sum, m) => sum + m.currentEstimatedBalance, 0);
  const equity = estimatedValue - lien;
  const spread = 0.05 + random.next() * 0.07;
  const taxHistory: WireTaxYear[] = [2020, 2021, 2022, 2023, 2024].map((year) => {
    const marketValue = roundTo(estimatedValue / 1.05 ** (2025 - year), 100);
    const assessedValue = roundTo(marketValue * 0.9, 100);
    return { year, assessedValue, marketValue, taxAmount: Math.round(assessedValue * market.taxRate) };
  });
  const absentee = ownerType === 'Corporate' || random.chance(0.2);
  const mailing: WireAddress = absentee
    ? {
        street: `${random.int(100, 9800)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`,
        city: 'Wilmington',
        state: 'DE',
        zip: '19801',
      }
    : { street, city: market.city, state: market.state, zip: market.zip };

  return {
    _id: `sbx_${String(index + 1).padStart(4, '0')}_${random.id(12)}`,
    address: {
      street,
      city: market.city,
      state: market.state,
      zip: market.zip,
      county: market.county,
      latitude: Math.round((market.latitude + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
      longitude: Math.round((market.longitude + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
    },
    building: { bedroomCount: beds, bathroomCount: baths, livingAreaSquareFeet: squareFeet, yearBuilt },
    general: { propertyTypeDetail: propertyType },
    owner: { fullName: ownerName, ownerType, mailingAddress: mailing },
    quickLists: {
      absenteeOwner: absentee,
      corporateOwned: ownerType === 'Corporate',
      trustOwned: ownerType === 'Trust',
      ownerOccupied: !absentee,
      freeAndClear: lien === 0,
      preforeclosure: foreclosure !== null,
    },
    valuation: {
      estimatedValue,
      priceRangeMin: roundTo(estimatedValue * (1 - spread), 1000),
      priceRangeMax: roundTo(estimatedValue * (1 + spread), 1000),
      confidenceScore: random.int(72, 97),
      equity,
      equityPercent: Math.round((equity / estimatedValue) * 100),
      ltv: Math.round((lien / estimatedValue) * 1000) / 10,
      asOfDate: isoDate(AS_OF),
    },
    openLien: { totalOpenLienBalance: lien, totalOpenLienCount: mortgages.filter((m) => m.open).length },
    taxHistory,
    deedHistory: sales,
    mortgageHistory: mortgages,
    foreclosure,
  };
}

function generate(): WireProperty[] {
  const random = seededRandom(20_240_615);
  const properties: WireProperty[] = ANCHOR_ADDRESSES.map((anchor, index) =>
    buildProperty(random, index, anchor.street, MARKETS[anchor.market]!, anchor),
  );
  const taken = new Set(properties.map((p) => `${p.address.street}|${p.address.zip}`));
  for (const market of MARKETS) {
    for (let n = 0; n < 2; n += 1) {
      let street: string;
      do street = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
      while (taken.has(`${street}|${market.zip}`));
      taken.add(`${street}|${market.zip}`);
      properties.push(buildProperty(random, properties.length, street, market, {}));
    }
  }
  return properties;
}

let cached: WireProperty[] | undefined;

/** The sandbox's property records: generated once from a fixed seed, identical on every machine. */
export function propertySandboxData(): readonly WireProperty[] {
  cached ??= generate();
  return cached;
}
