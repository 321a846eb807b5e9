import type { PropertyRecord } from '../datasources/property.ts';

type Address = { street?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null | undefined;

/** 'street, city, state zip' from whatever parts exist. */
export function formatAddress(address: Address): string {
  if (!address) return '';
  const stateZip = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.street, address.city, stateZip].filter(Boolean).join(', ');
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Spec §3 "Property result" from the service's record (`results.properties[0]`). */
export function propertyFromRecord(record: PropertyRecord) {
  const valuation = record.valuation;
  const estimatedValue = valuation?.estimatedValue ?? null;
  const lienAmount = record.openLien?.totalOpenLienBalance ?? null;
  const known = (value: number | null): value is number => value !== null;
  // The service sends equity figures; derive them when a sparse record leaves them out.
  const equity = valuation?.equity ?? (known(estimatedValue) && known(lienAmount) ? estimatedValue - lienAmount : null);
  const equityPercent = valuation?.equityPercent ?? (known(equity) && estimatedValue ? roundTo((equity / estimatedValue) * 100, 0) : null);
  const ltv = valuation?.ltv ?? (known(lienAmount) && estimatedValue ? roundTo((lienAmount / estimatedValue) * 100, 1) : null);
  const address = record.address;

  return {
    address: {
      street: address?.street ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      zip: address?.zip ?? null,
      formatted: formatAddress(address),
    },
    estimatedValue,
    lienAmount,
    equity,
    equityPercent,
    ltv,
    priceRange:
      valuation && (valuation.priceRangeMin != null || valuation.priceRangeMax != null)
        ? { min: valuation.priceRangeMin ?? null, max: valuation.priceRangeMax ?? null }
        : null,
    confidenceScore: valuation?.confidenceScore ?? null,
    characteristics: {
      beds: record.building?.bedroomCount ?? null,
      baths: record.building?.bathroomCount ?? null,
      squareFeet: record.building?.livingAreaSquareFeet ?? null,
      yearBuilt: record.building?.yearBuilt ?? null,
      propertyType: record.general?.propertyTypeDetail ?? null,
      county: address?.county ?? null,
      latitude: address?.latitude ?? null,
      longitude: address?.longitude ?? null,
    },
    owner: {
      name: record.owner?.fullName ?? null,
      mailingAddress: formatAddress(record.owner?.mailingAddress) || null,
      propertyAddress: formatAddress(address) || null,
      ownerType: record.owner?.ownerType ?? null,
      absenteeOwner: record.quickLists?.absenteeOwner ?? null,
    },
    taxHistory: (record.taxHistory ?? [])
      .map((t) => ({
        year: t.year,
        taxAmount: t.taxAmount ?? null,
        assessedValue: t.assessedValue ?? null,
        marketValue: t.marketValue ?? null,
      }))
      .sort((a, b) => a.year - b.year),
    salesHistory: (record.deedHistory ?? []).map((sale) => ({
      date: sale.saleDate ?? null,
      price: sale.salePrice ?? null,
      buyers: sale.buyers ?? [],
      sellers: sale.sellers ?? [],
      documentType: sale.documentType ?? null,
    })),
    loanHistory: (record.mortgageHistory ?? []).map((loan) => ({
      date: loan.recordingDate ?? null,
      amount: loan.loanAmount ?? null,
      type: loan.loanType ?? null,
      lender: loan.lenderName ?? null,
      originalAmount: loan.originalLoanAmount ?? loan.loanAmount ?? null,
      currentBalance: loan.currentEstimatedBalance ?? null,
      interestRate: loan.currentEstimatedInterestRate ?? null,
      monthlyPayment: loan.estimatedPaymentAmount ?? null,
    })),
    foreclosureStatus: record.foreclosure || record.quickLists?.preforeclosure ? 'In Foreclosure' : null,
  };
}

export type PropertyData = ReturnType<typeof propertyFromRecord>;
