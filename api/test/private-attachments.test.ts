import { beforeAll, describe, expect, it } from 'vitest';
import { linkSigner } from '../src/uploads/signedLinks.ts';
import { PDF_SMALL, PNG_1X1 } from '../src/uploads/testing/fixtures.ts';
import { vendorFormBody } from '../src/vendors/testing/fixtures.ts';
import { formOf, TEST_JWT_SECRET, unique, uniqueEmail, useTestApi } from './helpers/test-api.ts';

interface File {
  fileName: string;
  url: string;
}

const SIGNED = /^\/uploads\/([a-f0-9]{32}\.(?:pdf|png|txt))\?expires=\d+&signature=[\w-]+$/;

describe('private ticket attachments (signed, expiring links)', () => {
  const { api, admin, officer, lender } = useTestApi();
  let supportFile: File;
  let vendorTicketId: number;

  beforeAll(async () => {
    const support = await api.form(
      'POST',
      '/api/ContactSupport/CreateContactSupportTicket',
      formOf({ Subject: 'My bank statement', Category: 'technical', Priority: 'high', Description: 'Attached.', Status: 'Open' }, [
        ['Files', PDF_SMALL, 'statement.pdf'],
      ]),
      officer.token,
    );
    supportFile = (support.body.data.files as File[])[0]!;
    const vendor = (
      await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body: vendorFormBody(unique('Acme Mortgage')) })
    ).body.data;
    const ticket = await api.form(
      'POST',
      '/api/VendorTicket/VendorCreateTicket',
      formOf(
        { VendorId: String(vendor.vendorId), Subject: 'ID copy', Category: '7', Priority: 'high', Description: 'My ID.', Status: 'Open' },
        [['Files', PNG_1X1, 'id.png']],
      ),
      officer.token,
    );
    vendorTicketId = ticket.body.data.ticketId;
  });

  it('issues a signed link that serves the file, never cached publicly', async () => {
    expect(supportFile.url).toMatch(SIGNED);
    const served = await fetch(api.url + supportFile.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF_SMALL);
  });

  it('refuses the bare path, a tampered signature and an expired link with 403', async () => {
    const [path, query] = supportFile.url.split('?') as [string, string];
    const bare = await fetch(api.url + path);
    expect(bare.status).toBe(403);
    expect(bare.headers.get('cache-control')).toBe('private, no-store');
    expect(((await bare.json()) as { responseMsg: string }).responseMsg).toBe(
      'This attachment link is invalid or has expired. Open the ticket again to get a new one.',
    );

    const params = new URLSearchParams(query);
    const tampered = new URLSearchParams({ expires: String(Number(params.get('expires')) + 3600), signature: params.get('signature')! });
    expect((await fetch(`${api.url}${path}?${tampered}`)).status).toBe(403);

    // A link signed with the API's own key, but an hour ago with a 15-minute lifetime.
    const old = linkSigner(TEST_JWT_SECRET, 15 * 60).sign(path, Date.now() - 60 * 60 * 1000);
    expect(old).toMatch(SIGNED);
    expect((await fetch(api.url + old)).status).toBe(403);
    const fresh = linkSigner(TEST_JWT_SECRET, 15 * 60).sign(path);
    expect((await fetch(api.url + fresh)).status).toBe(200);
  });

  it('gives links only to readers of the ticket: the owner and Admins, not another user', async () => {
    const read = (token: string) =>
      api.call<Array<{ files: File[] }>>('GET', `/api/VendorTicket/GetVendorTicketsByIds?ids=${vendorTicketId}`, { token });
    const own = (await read(officer.token)).body.data;
    expect(own[0]!.files[0]!.url).toMatch(SIGNED);
    expect((await fetch(api.url + own[0]!.files[0]!.url)).status).toBe(200);
    const byAdmin = (await read(admin.token)).body.data;
    expect(byAdmin[0]!.files[0]!.url).toMatch(SIGNED);
    expect((await read(lender.token)).body.data).toEqual([]);
    const others = await api.call<{ data: Array<{ files: File[] }> }>('GET', '/api/ContactSupport/GetAllContactSupportTickets', {
      token: lender.token,
    });
    expect(others.body.data.data.flatMap((ticket) => ticket.files).map((file) => file.url.split('?')[0])).not.toContain(
      supportFile.url.split('?')[0],
    );
  });

  it('keeps avatars public and cacheable', async () => {
    const created = await api.form(
      'POST',
      '/api/User/CreateUser',
      formOf(
        {
          FullName: 'Casey Closer',
          EmailAddress: uniqueEmail('casey'),
          PhoneNumber: '+1 (555) 010-0199',
          Role: 1,
          Password: 'Sup3rSecret!',
        },
        [['File', PNG_1X1, 'me.png']],
      ),
      admin.token,
    );
    expect(created.body.data.avatarUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const avatar = await fetch(api.url + created.body.data.avatarUrl);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
