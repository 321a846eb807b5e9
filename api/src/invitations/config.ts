/**
 * Invitation settings from the environment (documented in docs/architecture.md):
 * - PUBLIC_URL: where people open the portal; registration links point there (default http://localhost:4000).
 * - SMTP_URL: e.g. smtp://user:pass@mail.example.com:587 — when set, invitations are e-mailed; otherwise
 *   they wait in the outbox (an Admin can read the link there).
 * - SMTP_FROM: the sender (default "LendHub <no-reply@lendhub.local>").
 */
export interface InvitationConfig {
  publicUrl: string;
  smtpUrl: string | null;
  smtpFrom: string;
}

export function invitationConfigFromEnv(env: NodeJS.ProcessEnv = process.env): InvitationConfig {
  return {
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://localhost:4000').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    smtpFrom: env.SMTP_FROM?.trim() || 'LendHub <no-reply@lendhub.local>',
  };
}

/** The registration page with the token: the page pre-fills name, email and role from it. */
export function registrationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/register?token=${encodeURIComponent(token)}`;
}
