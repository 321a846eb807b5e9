import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The Users page's list of pending invitations (a root field): where sent invitations are prepended. */
export const PENDING_INVITATIONS_CONNECTION = 'PendingInvitations_pendingInvitations';

export const pendingInvitationsConnectionId = () => ConnectionHandler.getConnectionID(ROOT_ID, PENDING_INVITATIONS_CONNECTION);
