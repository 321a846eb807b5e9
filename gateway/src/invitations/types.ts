/** REST shapes of invitations and registration (api/src/invitations). */

export interface ApiInvitation {
  invitationId: number;
  fullName: string;
  emailAddress: string;
  role: number;
  roleName: string;
  expiresAt: string;
  /** Only on admin reads; the public details are of a pending invitation. */
  status?: 'Pending' | 'Accepted' | 'Expired';
}

export interface ApiSentInvitation extends ApiInvitation {
  registrationLink: string;
  emailSent: boolean;
}

export interface ApiRegistered {
  userId: number;
  fullName: string;
  emailAddress: string;
}
