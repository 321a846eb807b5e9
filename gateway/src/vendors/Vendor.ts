import type { GatewayContext } from '../context.ts';
import { globalIdField } from '../relay/globalId.ts';
import { statusFromApi, type TicketStatus } from '../tickets/status.ts';
import type { ApiVendor, ApiVendorTicket } from './types.ts';

type Upper<T extends string> = Uppercase<T>;

export const Vendor = {
  id: globalIdField<ApiVendor>('Vendor', (vendor) => vendor.vendorId),
  internalId: (vendor: ApiVendor): number => vendor.vendorId,
  name: (vendor: ApiVendor): string => vendor.vendorName,
  status: (vendor: ApiVendor): Upper<ApiVendor['status']> => (vendor.status === 'Inactive' ? 'INACTIVE' : 'ACTIVE'),
  statusLabel: (vendor: ApiVendor): string => vendor.status,
  fiveOneArmRate: (vendor: ApiVendor): number => vendor.fiveOneARMRate,
  createdAt: (vendor: ApiVendor): string => vendor.createdDate,
  modifiedAt: (vendor: ApiVendor): string => vendor.modifiedDate,
};

export const VendorTicket = {
  id: globalIdField<ApiVendorTicket>('VendorTicket', (ticket) => ticket.ticketId),
  internalId: (ticket: ApiVendorTicket): number => ticket.ticketId,
  vendor: (ticket: ApiVendorTicket, _args: unknown, context: GatewayContext) =>
    ticket.vendorId ? context.loaders.vendorById.load(ticket.vendorId) : null,
  priority: (ticket: ApiVendorTicket): Upper<ApiVendorTicket['priority']> => ticket.priority.toUpperCase() as Upper<ApiVendorTicket['priority']>,
  status: (ticket: ApiVendorTicket): TicketStatus => statusFromApi(ticket.status),
  requester: (ticket: ApiVendorTicket, _args: unknown, context: GatewayContext) =>
    ticket.requesterId ? context.loaders.userById.load(ticket.requesterId) : null,
  createdAt: (ticket: ApiVendorTicket): string => ticket.createdDate,
  modifiedAt: (ticket: ApiVendorTicket): string => ticket.modifiedDate,
  attachments: (ticket: ApiVendorTicket) => ticket.files ?? [],
};

export const VendorFormOptions = {
  ticketPriorities: (options: { ticketPriorities: string[] }) => options.ticketPriorities.map((priority) => priority.toUpperCase()),
};
