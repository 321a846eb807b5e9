import { Badge, HStack, IconButton, Link, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, Eye, LifeBuoy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VendorRow_vendor$key } from '../../__generated__/VendorRow_vendor.graphql';
import type { VendorRow_options$key } from '../../__generated__/VendorRow_options.graphql';
import { notify } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { RatingStars } from '../../shared/ui/RatingStars';
import { useDeleteVendorMutation } from './mutations/useDeleteVendorMutation';
import { VendorDetailsDialog } from './VendorDetailsDialog';
import { VendorFormDialog } from './VendorFormDialog';
import { VendorTags } from './VendorTags';
import { VendorTicketDialog } from './VendorTicketDialog';

const fragment = graphql`
  fragment VendorRow_vendor on Vendor {
    id
    name
    category
    description
    contactEmail
    phoneNumber
    status
    statusLabel
    loanTypes
    services
    rating
    ...VendorDetailsDialog_vendor
    ...VendorFormDialog_vendor
  }
`;

const optionsFragment = graphql`
  fragment VendorRow_options on VendorFormOptions {
    ...VendorFormDialog_options
    ...VendorTicketDialog_options
  }
`;

export const VENDOR_TABLE_COLUMNS = 8;

interface VendorRowProps {
  vendor: VendorRow_vendor$key;
  options: VendorRow_options$key;
  connectionId: string;
}

type OpenDialog = 'details' | 'edit' | 'ticket' | null;

/** One vendor of 'Mortgage Vendor Information', its description folded under the row. */
export function VendorRow({ vendor: vendorRef, options: optionsRef, connectionId }: VendorRowProps) {
  const vendor = useFragment(fragment, vendorRef);
  const options = useFragment(optionsFragment, optionsRef);
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [deleteVendor] = useDeleteVendorMutation();
  const descriptionId = `${vendor.id}-description`;
  const close = (open: boolean) => !open && setDialog(null);

  const remove = async () => {
    const result = await deleteVendor({ vendorId: vendor.id, connectionIds: [connectionId] });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <>
      <Table.Row>
        <Table.Cell minW="48">
          <HStack gap="1" align="start">
            <IconButton
              aria-label={`${expanded ? 'Hide' : 'Show'} description of ${vendor.name}`}
              aria-expanded={expanded}
              aria-controls={expanded ? descriptionId : undefined}
              size="xs"
              variant="ghost"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
            </IconButton>
            <Text fontWeight="medium" pt="0.5">
              {vendor.name}
            </Text>
          </HStack>
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{vendor.category}</Table.Cell>
        <Table.Cell>
          <Stack gap="0" fontSize="sm">
            <Link href={`mailto:${vendor.contactEmail}`} color="brand.fg">
              {vendor.contactEmail}
            </Link>
            <Text color="fg.muted" whiteSpace="nowrap">
              {vendor.phoneNumber}
            </Text>
          </Stack>
        </Table.Cell>
        <Table.Cell minW="40">
          <VendorTags items={vendor.loanTypes} colorPalette="blue" />
        </Table.Cell>
        <Table.Cell minW="48">
          <VendorTags items={vendor.services} colorPalette="purple" />
        </Table.Cell>
        <Table.Cell>
          <RatingStars rating={vendor.rating} size={14} />
        </Table.Cell>
        <Table.Cell>
          <Badge colorPalette={vendor.status === 'ACTIVE' ? 'green' : 'gray'} variant="subtle">
            {vendor.statusLabel}
          </Badge>
        </Table.Cell>
        <ActionsCell>
          <IconButton aria-label={`View ${vendor.name}`} size="sm" variant="ghost" onClick={() => setDialog('details')}>
            <Eye aria-hidden />
          </IconButton>
          <IconButton aria-label={`Edit ${vendor.name}`} size="sm" variant="ghost" onClick={() => setDialog('edit')}>
            <Pencil aria-hidden />
          </IconButton>
          <IconButton aria-label={`Create support ticket for ${vendor.name}`} size="sm" variant="ghost" onClick={() => setDialog('ticket')}>
            <LifeBuoy aria-hidden />
          </IconButton>
          <ConfirmDialog
            title={`Are you sure to delete ${vendor.name}?`}
            onConfirm={remove}
            trigger={
              <IconButton aria-label={`Delete ${vendor.name}`} size="sm" variant="ghost" colorPalette="red">
                <Trash2 aria-hidden />
              </IconButton>
            }
          />
        </ActionsCell>
      </Table.Row>
      {expanded && (
        <Table.Row id={descriptionId} bg="bg.subtle">
          <Table.Cell colSpan={VENDOR_TABLE_COLUMNS}>
            <Text fontSize="sm" whiteSpace="pre-line">
              {vendor.description}
            </Text>
          </Table.Cell>
        </Table.Row>
      )}
      <VendorDetailsDialog vendor={vendor} open={dialog === 'details'} onOpenChange={close} />
      <VendorFormDialog
        mode="edit"
        vendor={vendor}
        options={options}
        connectionId={connectionId}
        open={dialog === 'edit'}
        onOpenChange={close}
      />
      <VendorTicketDialog vendorId={vendor.id} vendorName={vendor.name} options={options} open={dialog === 'ticket'} onOpenChange={close} />
    </>
  );
}
