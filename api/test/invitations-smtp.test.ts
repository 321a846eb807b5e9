import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApi } from './helpers/test-api.ts';

/**
 * A minimal SMTP server: enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT).
 * Recipients starting with "reject" are refused, to exercise a failed delivery.
 */
function startFakeSmtp(): Promise<{ port: number; messages: Array<{ to: string; data: string }>; close(): Promise<void> }> {
  const messages: Array<{ to: string; data: string }> = [];
  const server = net.createServer((socket) => {
    let to = '';
    let data: string[] | null = null;
    let buffer = '';
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            messages.push({ to, data: data.join('\n') });
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') socket.write('250 ok\r\n');
        else if (command === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write(to.startsWith('reject') ? '550 no such user\r\n' : '250 ok\r\n');
        } else if (command === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

// Declared before the fixture, so it runs first: the invitations router reads these when the API starts
// (this file's worker only). Undone after the fixture has closed the API.
beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.SMTP_FROM = 'LendHub Test <invites@lendhub.test>';
  process.env.PUBLIC_URL = 'https://portal.lendhub.test/';
});
afterAll(async () => {
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.SMTP_FROM;
  delete process.env.PUBLIC_URL;
});

const { api, admin } = useTestApi();

describe('invitation e-mail', () => {
  it('is sent by SMTP when SMTP_URL is set, with the PUBLIC_URL registration link, and marked sent in the outbox', async () => {
    const email = uniqueEmail('mailed');
    const { status, body } = await api.call('POST', '/User/SendInviteAsync', {
      token: admin.token,
      body: { FullName: 'Mailed Person', EmailAddress: email, Role: 1 },
    });
    expect(status).toBe(200);
    expect(body.responseMsg).toBe('Invitation sent successfully');
    expect(body.data.emailSent).toBe(true);
    expect(body.data.registrationLink).toMatch(/^https:\/\/portal\.lendhub\.test\/register\?token=[\w-]+\.[\w-]+\.[\w-]+$/);

    const message = smtp.messages.find((item) => item.to === email);
    expect(message).toBeDefined();
    expect(message!.data).toContain('Subject: You are invited to LendHub');
    expect(message!.data).toContain('invites@lendhub.test');
    expect(message!.data.replace(/=\r?\n/g, '')).toContain('https://portal.lendhub.test/register?token=');

    const outbox = await api.call('GET', '/api/Outbox', { token: admin.token });
    expect(outbox.body.data.find((item: { toAddress: string }) => item.toAddress === email)).toMatchObject({
      sentAt: expect.any(String),
      lastError: null,
    });
  });

  it('stays in the outbox with the error when delivery fails; the invitation still works', async () => {
    const email = `reject.${Date.now()}@example.com`;
    const { status, body } = await api.call('POST', '/User/SendInviteAsync', {
      token: admin.token,
      body: { FullName: 'Bounced Person', EmailAddress: email, Role: 2 },
    });
    expect(status).toBe(200);
    expect(body.data.emailSent).toBe(false);
    expect(body.responseMsg).toBe('Invitation created, but the e-mail could not be sent: share the registration link');
    const outbox = await api.call('GET', '/api/Outbox', { token: admin.token });
    const row = outbox.body.data.find((item: { toAddress: string }) => item.toAddress === email);
    expect(row).toMatchObject({ sentAt: null, lastError: expect.stringContaining('550') });
    expect(JSON.stringify(outbox.body)).not.toContain(process.env.SMTP_URL!.replace('smtp://', ''));
    const token = new URL(body.data.registrationLink).searchParams.get('token')!;
    const details = await api.call('GET', `/api/User/GetUserDetailByToken?token=${encodeURIComponent(token)}`);
    expect(details.body.data).toMatchObject({ fullName: 'Bounced Person', role: 2 });
  });
});
