import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { GatewayContext } from '../context.ts';
import { withInputFieldNames } from '../fieldErrors.ts';
import { offsetCursor } from '../relay/connection.ts';
import { internalIntId, toGlobalId } from '../relay/globalId.ts';
import { appendFiles, ATTACHMENT_FIELDS, readAttachments } from '../support/attachments.ts';
import { toFormData } from '../uploads/files.ts';
import * as vendorsApi from './api.ts';
import type { ApiVendor, ApiVendorPayload } from './types.ts';

interface VendorInput {
  name: string;
  category: string;
  description: string;
  contactEmail: string;
  phoneNumber: string;
  website: string;
  status: 'ACTIVE' | 'INACTIVE';
  foundedYear: number;
  licenseNumber: string;
  loanTypes: string[];
  services: string[];
  minimumCreditScore: number;
  thirtyYearFixedRate: number;
  fifteenYearFixedRate: number;
  fiveOneArmRate: number;
  rating: number;
}

/** API field names → GraphQL input names. */
const VENDOR_FIELDS = { vendorName: 'name', fiveOneARMRate: 'fiveOneArmRate' };


/** The `{vendor, mortgageInfo}` payload of spec §3 (lists joined by commas, as the vendor form sends them). */
export function vendorPayload(input: VendorInput): ApiVendorPayload {
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

function remember(context: GatewayContext, vendor: ApiVendor): ApiVendor {
  context.loaders.vendorById.clear(vendor.vendorId).prime(vendor.vendorId, vendor);
  return vendor;
}

export const vendorMutations = {
  async createVendor(_parent: unknown, args: { input: VendorInput }, context: GatewayContext) {
    const vendor = remember(context, await withInputFieldNames(vendorsApi.createVendor(context.api, vendorPayload(args.input)), VENDOR_FIELDS));
    // The list is ordered by name; the client appends the edge and the next fetch puts it in place.
    return { vendorEdge: { cursor: offsetCursor(0), node: vendor }, vendor, message: `Vendor ${vendor.vendorName} added successfully` };
  },

  async updateVendor(_parent: unknown, args: { input: VendorInput & { vendorId: string } }, context: GatewayContext) {
    const vendorId = internalIntId(args.input.vendorId, 'Vendor', 'vendorId');
    const vendor = remember(
      context,
      await withInputFieldNames(vendorsApi.updateVendor(context.api, { ...vendorPayload(args.input), vendorId }), VENDOR_FIELDS),
    );
    return { vendor, message: `Vendor ${vendor.vendorName} updated successfully` };
  },

  async deleteVendor(_parent: unknown, args: { input: { vendorId: string } }, context: GatewayContext) {
    const vendorId = internalIntId(args.input.vendorId, 'Vendor', 'vendorId');
    await vendorsApi.deleteVendor(context.api, vendorId);
    context.loaders.vendorById.clear(vendorId);
    return { deletedVendorId: toGlobalId('Vendor', vendorId), message: 'Vendor deleted successfully' };
  },

  async createVendorTicket(
    _parent: unknown,
    args: {
      input: { vendorId: string; subject: string; category: number; priority: string; description: string; files?: Promise<FileUpload>[] | null };
    },
    context: GatewayContext,
  ) {
    const { input } = args;
    const vendorId = internalIntId(input.vendorId, 'Vendor', 'vendorId');
    const files = await readAttachments(input.files);
    const form = toFormData({
      VendorId: vendorId,
      Subject: input.subject,
      Category: input.category,
      Priority: input.priority.toLowerCase(),
      Description: input.description,
      Status: 'Open',
      CreatedBy: 'system',
      ModifiedBy: 'system',
    });
    const ticket = await withInputFieldNames(vendorsApi.createVendorTicket(context.api, appendFiles(form, files)), ATTACHMENT_FIELDS);
    context.loaders.vendorTicketById.prime(ticket.ticketId, ticket);
    return { vendorTicket: ticket, message: `Ticket for ${ticket.vendorName} created successfully` };
  },
};
