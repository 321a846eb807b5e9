import type { InvitationDetailsDto, InvitationDto } from '@lendhub/domain/rest/invitations';

/** What `Invitation` resolves from: an Admin's read (with its status) or the public details of a pending one (without). */
export type InvitationParent = InvitationDetailsDto & Partial<Pick<InvitationDto, 'status'>>;
