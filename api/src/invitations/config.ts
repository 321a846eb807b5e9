import { loadConfig } from '../config.ts';
import type { ApiDeps } from '../deps.ts';

/**
 * Invitation settings from the API's config (api/src/config.ts; README.md "Environment variables"):
 * - PUBLIC_URL: where people open the portal; registration links point there. Outside production it
 *   defaults to http://localhost:<PORT> (the portal's own port, 4000 when unset); in production it has
 *   no default: a link to a host nobody configured would lead invitees nowhere, so invitations are
 *   refused until it is set (docs/product.md "Accounts", Invitation links).
 * - SMTP_URL: e.g. smtp://user:pass@mail.example.com:587 — when set, invitations are e-mailed; otherwise
 *   they wait in the outbox (an Admin can read the link there).
 * - SMTP_FROM: the sender (default "LendHub <no-reply@lendhub.local>").
 */
export interface InvitationConfig {
  /** Null in production without PUBLIC_URL: no link can be made. */
  publicUrl: string | null;
  smtpUrl: string | null;
  smtpFrom: string;
}

/** The invitation settings of this API (read when it started). */
export function invitationConfigOf(deps: ApiDeps): InvitationConfig {
  return (deps.config.env ?? loadConfig()).invitations;
}

/** Why an invitation cannot be sent in production without PUBLIC_URL (HTTP 503: the server, not the input, is wrong). */
export const PUBLIC_URL_MISSING = 'Invitations are unavailable: the server has no PUBLIC_URL to build registration links with';

/** The registration page with the token: the page pre-fills name, email and role from it. */
export function registrationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/register?token=${encodeURIComponent(token)}`;
}
