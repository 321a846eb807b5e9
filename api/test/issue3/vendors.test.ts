import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_SMALL, PNG_1X1 } from '../../src/uploads/testing/fixtures.ts';
import { formOf, startIssue3Api, unique, type Issue3Api } from './harness.ts';

function vendorBody(name = unique('Acme Mortgage')) {
  return {
    vendor: {
      vendorName: name,
      category: 'Wholesale Lender',
      description: 'Wholesale partner for conventional and government loans.',
      contactEmail: 'partners@acme.example',
      phoneNumber: '(555) 201-3344',
      website: 'https://acme.example',
      status: 'Active',
      foundedYear: 1998,
      licenseNumber: 'NMLS-12345',
    },
    mortgageInfo: {
      loanTypes: 'FHA,VA',
      services: ['Conventional Loans', 'Portfolio Loans'],
      minimumCreditScore: 620,
      thirtyYearFixedRate: 6.875,
      fifteenYearFixedRate: 6.125,
      fiveOneARMRate: 5.99,
      rating: 4.5,
    },
  };
}

describe('vendors API', () => {
  let api: Issue3Api;
  let admin: string;
  let officer: string;
  let lender: string;

  beforeAll(async () => {
    api = await startIssue3Api();
    admin = (await api.login('admin')).token;
    officer = (await api.login('officer')).token;
    lender = (await api.login('lender')).token;
  });
  afterAll(() => api?.close());

  it('creates a vendor with its mortgage info; defaults createdBy/modifiedBy to system', async () => {
    const body = vendorBody();
    const created = await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', body, admin);
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

    const list = await api.get(`/api/Vendor/GetAllVendorWithMortgage?search=${encodeURIComponent(body.vendor.vendorName)}`, officer);
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: { vendorId: number }) => v.vendorId)).toEqual([vendor.vendorId]);
  });

  it('serves the form option lists of spec §9', async () => {
    const options = (await api.get('/api/Vendor/GetVendorFormOptions', lender)).body.data;
    expect(options.categories).toHaveLength(10);
    expect(options.categories[0]).toBe('Mortgage Lender');
    expect(options.loanTypes).toContain('Super Jumbo');
    expect(options.services).toHaveLength(25);
    expect([options.services[0], options.services[24]]).toEqual(['Conventional Loans', 'Portfolio Loans']);
    expect(options.ticketPriorities).toEqual(['low', 'medium', 'high', 'urgent']);
  });

  it('answers "none" as an object with status 404', async () => {
    const list = await api.get(`/api/Vendor/GetAllVendorWithMortgage?search=${unique('nobody')}`, admin);
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
    const answer = await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', body, admin);
    expect(answer.status).toBe(400);
    expect(answer.body.responseMsg).toBe(message);
    expect(answer.body.data.errors[field]).toBe(message);
    expect((await api.get(`/api/Vendor/GetAllVendorWithMortgage?search=${marker}`, admin)).status).toBe(404);
  });

  it('updates both parts and keeps createdBy', async () => {
    const created = (await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', { ...vendorBody(), vendor: { ...vendorBody().vendor, createdBy: 'importer' } }, admin)).body.data;
    const body = vendorBody(unique('Renamed Vendor'));
    body.mortgageInfo.rating = 3;
    body.mortgageInfo.loanTypes = 'Jumbo, Super Jumbo';
    const updated = await api.json('PUT', '/api/Vendor/UpdateVendorWithMortgage', { ...body, vendorId: created.vendorId }, admin);
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
    const missing = await api.json('PUT', '/api/Vendor/UpdateVendorWithMortgage', vendorBody(), admin);
    expect(missing.status).toBe(400);
    expect(missing.body.responseMsg).toBe('Vendor ID is missing. Cannot update vendor.');
    const unknown = await api.json('PUT', '/api/Vendor/UpdateVendorWithMortgage', { ...vendorBody(), vendorId: 999_999 }, admin);
    expect(unknown.status).toBe(404);
  });

  it('deletes a vendor with its mortgage info', async () => {
    const body = vendorBody();
    const { vendorId } = (await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', body, admin)).body.data;
    const deleted = await api.json('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`, undefined, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ responseMsg: 'Vendor deleted successfully', data: { vendorId } });
    expect((await api.get(`/api/Vendor/GetVendorsByIds?ids=${vendorId}`, admin)).body.data).toEqual([]);
    expect((await api.json('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`, undefined, admin)).status).toBe(404);
  });

  it('lets only an Admin write: Loan Officer and Account Executive get 403, no token 401', async () => {
    const { vendorId } = (await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', vendorBody(), admin)).body.data;
    for (const token of [officer, lender]) {
      expect((await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', vendorBody(), token)).status).toBe(403);
      expect((await api.json('PUT', '/api/Vendor/UpdateVendorWithMortgage', { ...vendorBody(), vendorId }, token)).status).toBe(403);
      expect((await api.json('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendorId}`, undefined, token)).status).toBe(403);
    }
    expect((await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', vendorBody(), null)).status).toBe(401);
    expect((await api.get('/api/Vendor/GetAllVendorWithMortgage', null)).status).toBe(401);
    expect((await api.get(`/api/Vendor/GetVendorsByIds?ids=${vendorId}`, lender)).body.data).toHaveLength(1);
  });

  describe('vendor tickets', () => {
    let vendorId: number;
    let vendorName: string;
    beforeAll(async () => {
      const vendor = (await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', vendorBody(), admin)).body.data;
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
      const answer = await api.form('/api/VendorTicket/VendorCreateTicket', formOf(fields(), [['Files', PDF_SMALL, 'sheet.pdf'], ['Files', PNG_1X1, 'logo.png']]), officer);
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
      expect((await api.get(`/api/VendorTicket/GetVendorTicketsByIds?ids=${id}`, officer)).body.data).toHaveLength(1);
      expect((await api.get(`/api/VendorTicket/GetVendorTicketsByIds?ids=${id}`, lender)).body.data).toHaveLength(0);
      expect((await api.get(`/api/VendorTicket/GetVendorTicketsByIds?ids=${id}`, admin)).body.data).toHaveLength(1);
    });

    it.each([
      ['Subject', '', 'subject', 'Please enter a subject'],
      ['Category', '', 'category', 'Please select a category'],
      ['Priority', 'critical', 'priority', 'Please select a priority'],
      ['Description', ' ', 'description', 'Please enter a description'],
      ['VendorId', '', 'vendorId', 'No vendor selected for ticket creation.'],
    ])('refuses %s = %j with "%s" and keeps no file', async (name, value, field, message) => {
      const before = await api.storedFiles();
      const answer = await api.form('/api/VendorTicket/VendorCreateTicket', formOf({ ...fields(), [name]: value }, [['Files', PDF_SMALL, 'a.pdf']]), admin);
      expect(answer.status).toBe(400);
      expect(answer.body.responseMsg).toBe(message);
      expect(answer.body.data.errors[field]).toBe(message);
      expect(await api.storedFiles()).toEqual(before);
    });

    it('refuses an unknown vendor (404) and a disguised attachment, leaving no file', async () => {
      const before = await api.storedFiles();
      const unknown = await api.form('/api/VendorTicket/VendorCreateTicket', formOf({ ...fields(), VendorId: '999999' }, [['Files', PDF_SMALL, 'a.pdf']]), admin);
      expect(unknown.status).toBe(404);
      const disguised = await api.form('/api/VendorTicket/VendorCreateTicket', formOf(fields(), [['Files', Buffer.from('MZ\x90\x00binary'), 'notes.pdf']]), admin);
      expect(disguised.status).toBe(400);
      expect(disguised.body.responseMsg).toBe('You can only attach PDF, PNG, JPG, WEBP or TXT files!');
      expect(await api.storedFiles()).toEqual(before);
    });

    it('keeps a ticket when its vendor is deleted', async () => {
      const vendor = (await api.json('POST', '/api/Vendor/CreateVendorWithMortgage', vendorBody(), admin)).body.data;
      const ticket = (await api.form('/api/VendorTicket/VendorCreateTicket', formOf({ ...fields(), VendorId: String(vendor.vendorId) }), admin)).body.data;
      await api.json('DELETE', `/api/Vendor/DeleteVendorWithMortgage/${vendor.vendorId}`, undefined, admin);
      const [kept] = (await api.get(`/api/VendorTicket/GetVendorTicketsByIds?ids=${ticket.ticketId}`, admin)).body.data;
      expect(kept).toMatchObject({ vendorId: null, vendorName: vendor.vendorName });
    });
  });
});
