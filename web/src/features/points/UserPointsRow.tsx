import { Button, Dialog, Link, Table } from '@chakra-ui/react';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserPointsRow_user$key } from '../../__generated__/UserPointsRow_user.graphql';
import { AppDialog } from '../../shared/ui/AppDialog';
import { ActionsCell } from '../../shared/ui/TableActions';
import { PointsAdjustmentForm } from './PointsAdjustmentForm';
import { PointsHistoryDialog } from './PointsHistoryDialog';

const fragment = graphql`
  fragment UserPointsRow_user on User {
    id
    fullName
    email
    points {
      id
      balance
      lastActivity
    }
  }
`;

/** One line of 'Users Points Overview' with its 'Manage Points' and 'Points History' dialogs. */
export function UserPointsRow({ user: userRef }: { user: UserPointsRow_user$key }) {
  const user = useFragment(fragment, userRef);
  const [manageOpen, setManageOpen] = useState(false);
  const option = { id: user.id, fullName: user.fullName, email: user.email ?? '', pointsId: user.points?.id ?? null };
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{user.fullName}</Table.Cell>
      <Table.Cell>
        <Link href={`mailto:${user.email}`} color="brand.fg">
          {user.email}
        </Link>
      </Table.Cell>
      <Table.Cell fontWeight="semibold">{user.points?.balance ?? 0}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{user.points?.lastActivity ? new Date(user.points.lastActivity).toLocaleString() : '—'}</Table.Cell>
      <ActionsCell>
        <AppDialog
          open={manageOpen}
          onOpenChange={setManageOpen}
          title="Manage Points"
          trigger={
            <Button size="sm" colorPalette="brand" variant="subtle" aria-label={`Manage Points of ${user.fullName}`}>
              <Coins aria-hidden />
              Manage
            </Button>
          }
        >
          <Dialog.Body pb="6">
            <Dialog.Description mb="4">
              {user.fullName}: {user.points?.balance ?? 0} points
            </Dialog.Description>
            <PointsAdjustmentForm user={option} submitLabel="Save" onDone={() => setManageOpen(false)} />
          </Dialog.Body>
        </AppDialog>
        <PointsHistoryDialog userId={user.id} fullName={user.fullName} />
      </ActionsCell>
    </Table.Row>
  );
}
