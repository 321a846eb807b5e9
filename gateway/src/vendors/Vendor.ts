import type { VendorResolvers } from '../generated/resolvers.ts';
import { nodeIdFields } from '../platform/relay/globalId.ts';
import type { VendorDto } from '@lendhub/domain/rest/vendors';

export const Vendor: VendorResolvers = {
  ...nodeIdFields<VendorDto>('Vendor', (vendor) => vendor.vendorId),
  name: (vendor) => vendor.vendorName,
  status: (vendor) => (vendor.status === 'Inactive' ? 'INACTIVE' : 'ACTIVE'),
  statusLabel: (vendor) => vendor.status,
  fiveOneArmRate: (vendor) => vendor.fiveOneARMRate,
  createdAt: (vendor) => vendor.createdDate,
  modifiedAt: (vendor) => vendor.modifiedDate,
};
