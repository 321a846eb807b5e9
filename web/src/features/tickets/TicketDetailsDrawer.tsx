import { CloseButton, DataList, Drawer, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketDetailsDrawer_ticket$key } from '../../__generated__/TicketDetailsDrawer_ticket.graphql';
import { MotionDrawerContent } from '../../shared/motion/MotionDialogContent';
import { formatTicketDate } from './ticketStatus';
import { SUPPORT_TEAM } from './replyFormSchema';
import { TicketReplyDialog } from './TicketReplyDialog';
import { TicketReplyItem } from './TicketReplyItem';
import { TicketStatusControl } from './TicketStatusControl';
import { TicketStatusTag } from './TicketStatusTag';
import type { TicketDetailsDrawerActivitySubscription } from '../../__generated__/TicketDetailsDrawerActivitySubscription.graphql';
import type { TicketDetailsDrawerRefreshQuery } from '../../__generated__/TicketDetailsDrawerRefreshQuery.graphql';
import { useLiveRecord } from '../../shared/relay/useLiveRecord';

const fragment = graphql`
  fragment TicketDetailsDrawer_ticket on Ticket {
    id
    internalId
    title
    description
    categoryLabel
    subcategoryLabel
    status
    email
    createdBy {
      fullName
    }
    createdAt
    updatedAt
    replies(first: 50) @connection(key: "TicketDetailsDrawer_replies") {
      __id
      totalCount
      edges {
        node {
          id
          ...TicketReplyItem_reply
        }
      }
    }
  }
`;

/** Live while the drawer is open: new replies and status changes (by anyone, through any gateway). */
const activity = graphql`
  subscription TicketDetailsDrawerActivitySubscription($ticketId: ID!) {
    ticketActivity(ticketId: $ticketId) {
      id
      ...TicketDetailsDrawer_ticket
    }
  }
`;

/** After the live socket reconnects: the ticket read again. */
const refresh = graphql`
  query TicketDetailsDrawerRefreshQuery($ticketId: ID!) {
    node(id: $ticketId) {
      ...TicketDetailsDrawer_ticket @alias
    }
  }
`;

function TicketLive({ ticketId }: { ticketId: string }): null {
  useLiveRecord<TicketDetailsDrawerActivitySubscription, TicketDetailsDrawerRefreshQuery>(activity, refresh, { ticketId });
  return null;
}

interface TicketDetailsDrawerProps {
  ticket: TicketDetailsDrawer_ticket$key | null;
  onClose: () => void;
  /** Admin (the server's `updateTicketStatus` rule): an editable status and replies to the creator; others read the status. */
  canManage: boolean;
  /** The Reply dialog's 'From': the signed-in user. */
  replyFrom: string;
}

/** 'Ticket Details' side drawer (spec §2): every field of the ticket and its replies. */
export function TicketDetailsDrawer({ ticket: ticketRef, onClose, canManage, replyFrom }: TicketDetailsDrawerProps) {
  const ticket = useFragment(fragment, ticketRef);
  return (
    <Drawer.Root open={!!ticket} onOpenChange={(details) => !details.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <MotionDrawerContent>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Ticket Details</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {ticket && <TicketLive ticketId={ticket.id} />}
              {ticket && (
                <Stack gap="5" py="2">
                  <Stack gap="1">
                    <Heading as="h3" size="md">
                      {ticket.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      Ticket #{ticket.internalId}
                    </Text>
                  </Stack>
                  <DataList.Root orientation="horizontal" size="sm">
                    <Item label="Description" value={<Text whiteSpace="pre-wrap">{ticket.description}</Text>} />
                    <Item label="Category" value={ticket.categoryLabel ?? '—'} />
                    <Item label="Subcategory" value={ticket.subcategoryLabel ?? '—'} />
                    {!canManage && <Item label="Status" value={<TicketStatusTag status={ticket.status} />} />}
                    <Item label="Email" value={ticket.email} />
                    <Item label="Created By" value={ticket.createdBy?.fullName ?? ticket.email} />
                    <Item label="Created Date" value={<time dateTime={ticket.createdAt}>{formatTicketDate(ticket.createdAt)}</time>} />
                    <Item label="Last Updated" value={<time dateTime={ticket.updatedAt}>{formatTicketDate(ticket.updatedAt)}</time>} />
                  </DataList.Root>
                  {/* Whoever may read the ticket may answer in it: an Admin (to the creator) or the creator (to support). */}
                  <HStack align="flex-end" justify={canManage ? 'space-between' : 'flex-end'} gap="3" flexWrap="wrap">
                    {canManage && <TicketStatusControl ticketId={ticket.id} status={ticket.status} />}
                    <TicketReplyDialog
                      ticketId={ticket.id}
                      defaultFrom={replyFrom}
                      defaultTo={canManage ? ticket.email : SUPPORT_TEAM}
                      repliesConnectionId={ticket.replies.__id}
                    />
                  </HStack>
                  <Stack gap="3" as="section" aria-labelledby="ticket-replies-heading">
                    <Heading as="h3" size="sm" id="ticket-replies-heading">
                      Replies ({ticket.replies.totalCount})
                    </Heading>
                    {ticket.replies.edges.length === 0 ? (
                      <Text color="fg.muted">No replies yet.</Text>
                    ) : (
                      <Stack as="ul" gap="3" m="0" p="0">
                        {ticket.replies.edges.map(({ node }) => (
                          <TicketReplyItem key={node.id} reply={node} />
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close ticket details" />
            </Drawer.CloseTrigger>
          </MotionDrawerContent>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
