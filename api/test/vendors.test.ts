import { beforeAll, describe, expect, it } from 'vitest';
import { vendorFormBody } from '../src/vendors/testing/fixtures.ts';
import { PDF_SMALL, PNG_1X1 } from '../src/uploads/testing/fixtures.ts';
import { formOf, useTestApi, unique } from './helpers/test-api.ts';

const vendorBody = (name = unique('Acme Mortgage')) => vendorFormBody(name);

describe('vendors API', () => {
  const { api, admin, officer, lender } = useTestApi();

  it('creates a vendor with its mortgage info; defaults createdBy/modifiedBy to system', async () => {
    const body = vendorBody();
    const created = await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body });
    expect(created.status).toBe(200);
    expect(created.body.responseMsg).toBe(`Vendor ${body.vendor.vendorName} added successfully`);
    const vendor = created.body.data;
    expect(vendor.vendorId).toEqual(expect.any(Number));
    expect(vendor).toMatchObject({
      vendorName: body.vendor.vendorName,
      loanTypes: ['FHA', 'VA'],
      services: ['Conventional Loans', 'Portfolio Loans'],
      rating: 4.5,
      createdBy: 'system',
      modifiedBy: 'system',
      mortgageInfo: { loanTypes: 'FHA,VA', services: 'Conventional Loans,Portfolio Loans', fiveOneARMRate: 5.99 },
    });

    const list = await api.call('GET', `/api/Vendor/GetAllVendorWithMortgage?search=${encodeURIComponent(body.vendor.vendorName)}`, {
      token: officer.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: { vendorId: number }) => v.vendorId)).toEqual([vendor.vendorId]);
  });

  it('serves the form option lists of spec §9', async () => {
    const options = (await api.call('GET', '/api/Vendor/GetVendorFormOptions', { token: lender.token })).body.data;
    expect(options.categories).toHaveLength(10);
    expect(options.categories[0]).toBe('Mortgage Lender');
    expect(options.loanTypes).toContain('Super Jumbo');
    expect(options.services).toHaveLength(25);
    expect([options.services[0], options.services[24]]).toEqual(['Conventional Loans', 'Portfolio Loans']);
    expect(options.ticketPriorities).toEqual(['low', 'medium', 'high', 'urgent']);
  });

  it('answers "none" as an object with status 404', async () => {
    const list = await api.call('GET', `/api/Vendor/GetAllVendorWithMortgage?search=${unique('nobody')}`, { token: admin.token });
    expect(list.status).toBe(404);
    expect(list.body).toEqual({ status: 404, responseMsg: 'No vendors found.', data: [] });
  });

  it.each([
    ['vendor', 'vendorName', '', 'Please enter vendor name'],
    ['vendor', 'category', 'Bakery', 'Please select a category'],
    ['vendor', 'contactEmail', '', 'Please enter contact email'],
    ['vendor', 'contactEmail', 'nope', 'Please enter a valid email'],
    ['vendor', 'phoneNumber', '', 'Please enter phone number'],
    ['vendor', 'website', '', 'Please enter website'],
    ['vendor', 'status', '', 'Please select a status'],
    ['vendor', 'foundedYear', null, 'Please enter founded year'],
    ['vendor', 'licenseNumber', '', 'Please enter license number'],
    ['vendor', 'description', '', 'Please enter description'],
    ['mortgageInfo', 'loanTypes', [], 'Please select loan types'],
    ['mortgageInfo', 'services', '', 'Please select services'],
    ['mortgageInfo', 'minimumCreditScore', null, 'Please enter minimum credit score'],
    ['mortgageInfo', 'rating', null, 'Please select rating'],
    ['mortgageInfo', 'thirtyYearFixedRate', null, 'Please enter rate'],
    ['mortgageInfo', 'fifteenYearFixedRate', '', 'Please enter rate'],
    ['mortgageInfo', 'fiveOneARMRate', null, 'Please enter rate'],
  ])('refuses %s.%s = %j with "%s" and stores nothing', async (part, field, value, message) => {
    // A marker in two searchable fields: at most one of them is the field under test.
    const marker = unique('marker');
    const body = vendorBody(marker) as unknown as Record<string, Record<string, unknown>>;
    body.vendor!.licenseNumber = marker;
    body[part]![field] = value;
    const answer = await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe(message);
    expect(answer.body.data.errors[field]).toBe(message);
    expect((await api.call('GET', `/api/Vendor/GetAllVendorWithMortgage?search=${marker}`, { token: admin.token })).status).toBe(404);
  });

  it('updates both parts and keeps createdBy', async () => {
    const created = (
      await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', {
        token: admin.token,
        body: { ...vendorBody(), vendor: { ...vendorBody().vendor, createdBy: 'importer' } },
      })
    ).body.data;
    const body = vendorBody(unique('Renamed Vendor'));
    body.mortgageInfo.rating = 3;
    body.mortgageInfo.loanTypes = 'Jumbo, Super Jumbo';
    const updated = await api.call('PUT', '/api/Vendor/UpdateVendorWithMortgage', {
      token: admin.token,
      body: { ...body, vendorId: created.vendorId },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.responseMsg).toBe(`Vendor ${body.vendor.vendorName} updated successfully`);
    expect(updated.body.data).toMatchObject({
      vendorId: created.vendorId,
      vendorName: body.vendor.vendorName,
      rating: 3,
      loanTypes: ['Jumbo', 'Super Jumbo'],
      createdBy: 'importer',
      modifiedBy: 'system',
    });
  });

  it('update without a vendorId gives the spec message; an unknown one is 404', async () => {
    const missing = await api.call('PUT', '/api/Vendor/UpdateVendorWithMortgage', { token: admin.token, body: vendorBody() });
    expect(missing.status).toBe(400);
    expect(missing.body.responseMsg).toBe('Vendor ID is missing. Cannot update vendor.');
    const unknown = await api.call('PUT', '/api/Vendor/UpdateVendorWithMortgage', {
      token: admin.token,
      body: { ...vendorBody(), vendorId: 999_999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('deletes a vendor with its mortgage info', async () => {
    const body = vendorBody();
    const { vendorId } = (await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body })).body.data;
    const deleted = await api.call('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ responseMsg: 'Vendor deleted successfully', data: { vendorId } });
    expect((await api.call('GET', `/api/Vendor/GetVendorsByIds?ids=${vendorId}`, { token: admin.token })).body.data).toEqual([]);
    expect((await api.call('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`, { token: admin.token })).status).toBe(404);
  });

  it('lets only an Admin write: Loan Officer and Account Executive get 403, no token 401', async () => {
    const { vendorId } = (await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body: vendorBody() })).body
      .data;
    for (const { token } of [officer, lender]) {
      expect((await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token, body: vendorBody() })).status).toBe(403);
      expect((await api.call('PUT', '/api/Vendor/UpdateVendorWithMortgage', { token, body: { ...vendorBody(), vendorId } })).status).toBe(
        403,
      );
      expect((await api.call('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`, { token })).status).toBe(403);
    }
    expect((await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { body: vendorBody() })).status).toBe(401);
    expect((await api.call('GET', '/api/Vendor/GetAllVendorWithMortgage')).status).toBe(401);
    expect((await api.call('GET', `/api/Vendor/GetVendorsByIds?ids=${vendorId}`, { token: lender.token })).body.data).toHaveLength(1);
  });

  describe('vendor tickets', () => {
    let vendorId: number;
    let vendorName: string;
    beforeAll(async () => {
      const vendor = (await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body: vendorBody() })).body.data;
      vendorId = vendor.vendorId;
      vendorName = vendor.vendorName;
    });

    const fields = () => ({
      VendorId: String(vendorId),
      Subject: 'Rate sheet request',
      Category: '7',
      Priority: 'high',
      Description: 'Please send the latest wholesale rate sheet.',
      Status: 'Open',
      CreatedBy: 'system',
      ModifiedBy: 'system',
    });

    it('files a ticket with attachments; data.ticketId and responseMsg', async () => {
      const before = await api.storedFiles();
      const answer = await api.form(
        'POST',
        '/api/VendorTicket/VendorCreateTicket',
        formOf(fields(), [
          ['Files', PDF_SMALL, 'sheet.pdf'],
          ['Files', PNG_1X1, 'logo.png'],
        ]),
        officer.token,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.responseMsg).toBe(`Ticket for ${vendorName} created successfully`);
      expect(answer.body.data).toMatchObject({
        ticketId: expect.any(Number),
        vendorId,
        category: 7,
        categoryName: 'Wholesale Lender',
        priority: 'high',
        status: 'Open',
        createdBy: 'system',
      });
      expect(answer.body.data.files.map((f: { fileName: string; contentType: string }) => [f.fileName, f.contentType])).toEqual([
        ['sheet.pdf', 'application/pdf'],
        ['logo.png', 'image/png'],
      ]);
      expect((await api.storedFiles()).length).toBe(before.length + 2);
      // the requester sees it, another non-admin does not, an Admin does
      const id = answer.body.data.ticketId;
      expect((await api.call('GET', `/api/VendorTicket/GetVendorTicketsByIds?ids=${id}`, { token: officer.token })).body.data).toHaveLength(
        1,
      );
      expect((await api.call('GET', `/api/VendorTicket/GetVendorTicketsByIds?ids=${id}`, { token: lender.token })).body.data).toHaveLength(
        0,
      );
      expect((await api.call('GET', `/api/VendorTicket/GetVendorTicketsByIds?ids=${id}`, { token: admin.token })).body.data).toHaveLength(
        1,
      );
    });

    it.each([
      ['Subject', '', 'subject', 'Please enter a subject'],
      ['Category', '', 'category', 'Please select a category'],
      ['Priority', 'critical', 'priority', 'Please select a priority'],
      ['Description', ' ', 'description', 'Please enter a description'],
      ['VendorId', '', 'vendorId', 'No vendor selected for ticket creation.'],
    ])('refuses %s = %j with "%s" and keeps no file', async (name, value, field, message) => {
      const before = await api.storedFiles();
      const answer = await api.form(
        'POST',
        '/api/VendorTicket/VendorCreateTicket',
        formOf({ ...fields(), [name]: value }, [['Files', PDF_SMALL, 'a.pdf']]),
        admin.token,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.responseMsg).toBe(message);
      expect(answer.body.data.errors[field]).toBe(message);
      expect(await api.storedFiles()).toEqual(before);
    });

    it('refuses an unknown vendor (404) and a disguised attachment, leaving no file', async () => {
      const before = await api.storedFiles();
      const unknown = await api.form(
        'POST',
        '/api/VendorTicket/VendorCreateTicket',
        formOf({ ...fields(), VendorId: '999999' }, [['Files', PDF_SMALL, 'a.pdf']]),
        admin.token,
      );
      expect(unknown.status).toBe(404);
      const disguised = await api.form(
        'POST',
        '/api/VendorTicket/VendorCreateTicket',
        formOf(fields(), [['Files', Buffer.from('MZ\x90\x00binary'), 'notes.pdf']]),
        admin.token,
      );
      expect(disguised.status).toBe(400);
      expect(disguised.body.responseMsg).toBe('You can only attach PDF, PNG, JPG, WEBP or TXT files!');
      expect(await api.storedFiles()).toEqual(before);
    });

    it('keeps a ticket when its vendor is deleted', async () => {
      const vendor = (await api.call('POST', '/api/Vendor/CreateVendorWithMortgage', { token: admin.token, body: vendorBody() })).body.data;
      const ticket = (
        await api.form(
          'POST',
          '/api/VendorTicket/VendorCreateTicket',
          formOf({ ...fields(), VendorId: String(vendor.vendorId) }),
          admin.token,
        )
      ).body.data;
      await api.call('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendor.vendorId}`, { token: admin.token });
      const [kept] = (await api.call('GET', `/api/VendorTicket/GetVendorTicketsByIds?ids=${ticket.ticketId}`, { token: admin.token })).body
        .data;
      expect(kept).toMatchObject({ vendorId: null, vendorName: vendor.vendorName });
    });
  });
});
