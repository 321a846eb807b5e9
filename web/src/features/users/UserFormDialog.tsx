import { Button, IconButton } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserFormDialog_user$key } from '../../__generated__/UserFormDialog_user.graphql';
import type { UserFormDialog_query$key } from '../../__generated__/UserFormDialog_query.graphql';
import { AppDialog } from '../../shared/ui/AppDialog';
import { UserForm } from './UserForm';

const fragment = graphql`
  fragment UserFormDialog_user on User {
    fullName
    ...UserForm_user
  }
`;

const queryFragment = graphql`
  fragment UserFormDialog_query on Query {
    ...UserForm_query
  }
`;

interface UserFormDialogProps {
  mode: 'create' | 'edit';
  /** The user to edit (edit mode). */
  user?: UserFormDialog_user$key;
  roles: UserFormDialog_query$key;
  /** The users table's connection, which a created user joins. */
  connectionId: string;
}

/** 'Add User' or Edit (spec §2): the admin user form in a dialog; it opens fresh every time. */
export function UserFormDialog({ mode, user: userRef, roles, connectionId }: UserFormDialogProps) {
  const user = useFragment(fragment, userRef ?? null);
  const query = useFragment(queryFragment, roles);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = mode === 'create' ? 'Add User' : 'Edit User';

  const trigger =
    mode === 'create' ? (
      <Button colorPalette="brand">
        <Plus aria-hidden />
        Add User
      </Button>
    ) : (
      <IconButton aria-label={`Edit ${user?.fullName ?? 'user'}`} size="sm" variant="ghost">
        <Pencil aria-hidden />
      </IconButton>
    );

  return (
    <AppDialog open={open} onOpenChange={setOpen} busy={busy} title={title} width="2xl" trigger={trigger}>
      <UserForm
        mode={mode}
        user={user ?? null}
        query={query}
        connectionId={connectionId}
        onDone={() => setOpen(false)}
        onBusyChange={setBusy}
      />
    </AppDialog>
  );
}
