// What other features may use of invitations: the pending list and the Send Invite dialog of the Users screen.
// The registration screen is a route of its own (app/router.tsx), not exported here.
export { PendingInvitations } from './PendingInvitations';
export { SendInviteDialog } from './SendInviteDialog';
