import { IconButton, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LenderFormDialog_query$key } from '../../../__generated__/LenderFormDialog_query.graphql';
import type { LenderRow_lender$key } from '../../../__generated__/LenderRow_lender.graphql';
import { notify } from '../../../shared/toast';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ActionsCell } from '../../../shared/ui/TableActions';
import { LenderFormDialog } from './LenderFormDialog';
import { useDeleteLenderMutation } from './mutations/useDeleteLenderMutation';

const fragment = graphql`
  fragment LenderRow_lender on Lender {
    id
    name
    fullName
    website
    rating
    contact {
      name
      email
      phone
    }
    ...LenderFormDialog_lender
  }
`;

const NA = 'N/A';

/** One row of the Lender Management table (spec §2 columns) with Edit and Delete. */
export function LenderRow({
  lender: lenderRef,
  query,
  connectionId,
}: {
  lender: LenderRow_lender$key;
  query: LenderFormDialog_query$key;
  connectionId: string;
}) {
  const lender = useFragment(fragment, lenderRef);
  const [deleteLender] = useDeleteLenderMutation();
  const label = lender.fullName || lender.name;
  const contact = lender.contact;

  const remove = async () => {
    const result = await deleteLender({ lenderId: lender.id, connectionIds: [connectionId] });
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
  };

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="40">
        {label}
      </Table.Cell>
      <Table.Cell>
        {lender.website ? (
          // Chakra's Link is inline-flex and table cells do not wrap: shown inline and wrapping, a long address breaks.
          <Text minW="48" maxW="64" overflowWrap="anywhere" whiteSpace="normal">
            <Link href={lender.website} target="_blank" rel="noreferrer" color="brand.fg" display="inline">
              {lender.website}
            </Link>
          </Text>
        ) : (
          NA
        )}
      </Table.Cell>
      <Table.Cell>{lender.rating ?? NA}</Table.Cell>
      <Table.Cell minW="32">{lender.name}</Table.Cell>
      <Table.Cell minW="40">
        {contact?.name || contact?.email ? (
          <Stack gap="0">
            <Text>{contact.name || NA}</Text>
            {contact.email ? (
              <Link href={`mailto:${contact.email}`} color="brand.fg" fontSize="xs">
                {contact.email}
              </Link>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {NA}
              </Text>
            )}
          </Stack>
        ) : (
          NA
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {contact?.phone ? (
          <Link href={`tel:${contact.phone}`} color="brand.fg">
            {contact.phone}
          </Link>
        ) : (
          NA
        )}
      </Table.Cell>
      <ActionsCell>
        <LenderFormDialog mode="edit" lender={lender} query={query} connectionId={connectionId} />
        <ConfirmDialog
          title="Confirm Delete"
          body="Are you sure you want to delete this lender? Its Account Executive sign-in will be deactivated: it can no longer sign in, and what it wrote stays."
          onConfirm={remove}
          trigger={
            <IconButton aria-label={`Delete ${label}`} size="sm" variant="ghost" colorPalette="red">
              <Trash2 aria-hidden />
            </IconButton>
          }
        />
      </ActionsCell>
    </Table.Row>
  );
}
