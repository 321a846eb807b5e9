import { lazy } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UserFormDialog_user$key } from '../../__generated__/UserFormDialog_user.graphql';
import type { UserFormDialog_query$key } from '../../__generated__/UserFormDialog_query.graphql';
import { CreateOrEditButton } from '../../shared/ui/CreateOrEditButton';
import { LazyFormDialog } from '../../shared/ui/LazyFormDialog';

// The form (its schema, the states picker) loads when the dialog first opens, or is about to.
const loadUserForm = () => import('./UserForm');
const UserForm = lazy(() => loadUserForm().then((module) => ({ default: module.UserForm })));

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
  const preload = () => void loadUserForm();

  return (
    <LazyFormDialog
      title={mode === 'create' ? 'Add User' : 'Edit User'}
      width="2xl"
      loadingLabel="Opening the form…"
      trigger={
        <CreateOrEditButton
          mode={mode}
          createLabel="Add User"
          editLabel={`Edit ${user?.fullName ?? 'user'}`}
          onPointerEnter={preload}
          onFocus={preload}
        />
      }
    >
      {({ close, onBusyChange }) => (
        <UserForm mode={mode} user={user ?? null} query={query} connectionId={connectionId} onDone={close} onBusyChange={onBusyChange} />
      )}
    </LazyFormDialog>
  );
}
