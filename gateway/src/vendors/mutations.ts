import type { VendorDto, VendorInput } from '@lendhub/domain/rest/vendors';
import type { GatewayContext } from '../context.ts';
import { lowerCase } from '../platform/graphql/enumCase.ts';
import { withInputFieldNames } from '../platform/errors/fieldErrors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';
import { offsetCursor } from '../platform/relay/connection.ts';
import { internalIntId } from '../platform/relay/globalId.ts';
import { appendFiles, ATTACHMENT_FIELDS, readAttachments } from '../platform/uploads/attachments.ts';
import { toFormData } from '../platform/uploads/files.ts';
import * as vendorsApi from './api.ts';
import { vendorPayload } from './payload.ts';
import { deletionPayload, payloadFrom } from '../platform/graphql/payloads.ts';

/** API field names → GraphQL input names; the API keys a vendor's errors by the field alone, `vendor.` and `mortgageInfo.` dropped. */
const VENDOR_FIELDS: { [K in keyof VendorInput['vendor'] | keyof VendorInput['mortgageInfo']]?: string } = {
  vendorName: 'name',
  fiveOneARMRate: 'fiveOneArmRate',
};

function remember(context: GatewayContext, vendor: VendorDto): VendorDto {
  context.loaders.vendorById.clear(vendor.vendorId).prime(vendor.vendorId, vendor);
  return vendor;
}

export const vendorMutations: MutationResolvers = {
  async createVendor(_parent, { input }, context) {
    const { data, message } = await withInputFieldNames(vendorsApi.createVendor(context.api, vendorPayload(input)), VENDOR_FIELDS);
    const vendor = remember(context, data);
    // The list is ordered by name; the client appends the edge and the next fetch puts it in place.
    return { vendorEdge: { cursor: offsetCursor(0), node: vendor }, vendor, message };
  },

  async importVendors(_parent, { input }, context) {
    const rowFields = input.vendors.flatMap((_row, index) =>
      Object.entries(VENDOR_FIELDS).map(([api, graphql]) => [`vendors.${index}.${api}`, `vendors.${index}.${graphql}`]),
    );
    const { data, message } = await withInputFieldNames(
      vendorsApi.importVendors(context.api, input.vendors.map(vendorPayload)),
      Object.fromEntries(rowFields),
    );
    const vendorEdges = data.map((vendor, index) => ({ cursor: offsetCursor(index), node: remember(context, vendor) }));
    return { vendorEdges, message };
  },

  updateVendor(_parent, { input }, context) {
    const vendorId = internalIntId(input.vendorId, 'Vendor', 'vendorId');
    const write = vendorsApi.updateVendor(context.api, { ...vendorPayload(input), vendorId });
    return payloadFrom('vendor', withInputFieldNames(write, VENDOR_FIELDS), (vendor) => remember(context, vendor));
  },

  deleteVendor(_parent, { input }, context) {
    const vendorId = internalIntId(input.vendorId, 'Vendor', 'vendorId');
    context.loaders.vendorById.clear(vendorId);
    return deletionPayload('deletedVendorId', 'Vendor', vendorId, vendorsApi.deleteVendor(context.api, vendorId));
  },

  async createVendorTicket(_parent, { input }, context) {
    const vendorId = internalIntId(input.vendorId, 'Vendor', 'vendorId');
    const files = await readAttachments(input.files);
    const form = toFormData({
      VendorId: vendorId,
      Subject: input.subject,
      Category: input.category,
      Priority: lowerCase(input.priority),
      Description: input.description,
      Status: 'Open',
      CreatedBy: 'system',
      ModifiedBy: 'system',
    });
    const { data: ticket, message } = await withInputFieldNames(
      vendorsApi.createVendorTicket(context.api, appendFiles(form, files)),
      ATTACHMENT_FIELDS,
    );
    context.loaders.vendorTicketById.prime(ticket.ticketId, ticket);
    return { vendorTicket: ticket, message };
  },
};
