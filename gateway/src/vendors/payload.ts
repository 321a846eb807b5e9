import type { CreateVendorInput } from '../generated/resolvers.ts';
import type { VendorBody } from '@lendhub/domain/rest/vendors';

/** The `{vendor, mortgageInfo}` payload of spec §3 (lists joined by commas, as the vendor form sends them). */
export function vendorPayload(input: CreateVendorInput): VendorBody {
  return {
    vendor: {
      vendorName: input.name,
      category: input.category,
      description: input.description,
      contactEmail: input.contactEmail,
      phoneNumber: input.phoneNumber,
      website: input.website,
      status: input.status === 'INACTIVE' ? 'Inactive' : 'Active',
      foundedYear: input.foundedYear,
      licenseNumber: input.licenseNumber,
    },
    mortgageInfo: {
      loanTypes: input.loanTypes.join(','),
      services: input.services.join(','),
      minimumCreditScore: input.minimumCreditScore,
      thirtyYearFixedRate: input.thirtyYearFixedRate,
      fifteenYearFixedRate: input.fifteenYearFixedRate,
      fiveOneARMRate: input.fiveOneArmRate,
      rating: input.rating,
    },
  };
}
