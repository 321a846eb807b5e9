import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { InvitationConfig } from './config.ts';
import { log } from '../observability/log.ts';

export type DeliveryResult = 'sent' | 'queued' | 'failed';

/**
 * Sends one outbox message by SMTP when `SMTP_URL` is set, and records the outcome on the row
 * (`sent_at`, or `last_error` without credentials). Without SMTP the message stays queued.
 */
export async function deliverOutboxMessage(db: Kysely<Database>, config: InvitationConfig, outboxId: number): Promise<DeliveryResult> {
  if (!config.smtpUrl) return 'queued';
  const message = await db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
  if (!message || message.sent_at) return message ? 'sent' : 'failed';
  try {
    // Loaded when a message goes out (SMTP set), not by every start.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(config.smtpUrl);
    await transport.sendMail({ from: config.smtpFrom, to: message.to_address, subject: message.subject, text: message.body });
    await db.updateTable('outbox').set({ sent_at: new Date().toISOString(), last_error: null }).where('id', '=', outboxId).execute();
    return 'sent';
  } catch (error) {
    // The SMTP URL may hold a password: record only the error's own message, never the config.
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    log.error({ event: 'invitation_mail_failed', outboxId, reason }, 'invitation e-mail not sent');
    await db.updateTable('outbox').set({ last_error: reason }).where('id', '=', outboxId).execute();
    return 'failed';
  }
}

export function invitationEmail(fullName: string, roleName: string, link: string, expiresAt: Date): { subject: string; body: string } {
  return {
    subject: 'You are invited to LendHub',
    body: [
      `Hello ${fullName},`,
      '',
      `You have been invited to join LendHub as ${roleName}.`,
      'Create your account here (the link works once):',
      link,
      '',
      `The invitation expires on ${expiresAt.toUTCString()}.`,
    ].join('\n'),
  };
}
