import { describe, expect, it } from 'vitest';
import type { LenderDto } from '@lendhub/domain/rest/lenders';
import { lenderFormFields, lenderFormImages } from '../src/lenders/testing/fixtures.ts';
import { PNG_1X1, pngOfSize, WEBP_1X1 } from '../src/uploads/testing/fixtures.ts';
import { formOf, unique, useTestApi } from './helpers/test-api.ts';

type Lender = LenderDto;

/** A complete lender form of this run: a new company, e-mail and rich text to sanitize. */
function lenderFields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return lenderFormFields({
    CompanyTitle: unique('Harbor Wholesale'),
    Email: `${unique('dana')}@harbor.example`,
    LenderNiche: '<p>Jumbo <script>alert(1)</script><b>loans</b></p>',
    Overlays: '<p onclick="steal()">620 FICO <a href="javascript:alert(1)">min</a></p>',
    ChannelLinksJson: JSON.stringify([{ Name: 'Broker portal', Link: 'https://portal.harbor.example' }]),
    ProgramsJson: JSON.stringify([
      { ProgramId: 0, ProgramTypes: ['Conventional 30-year'] },
      { ProgramId: 1, ProgramTypes: ['Bank statement'] },
      { ProgramId: 2, ProgramTypes: ['Rate buydown'] },
      { ProgramId: 3, ProgramTypes: ['Condo', 'Condotel'] },
    ]),
    ...overrides,
  });
}

describe('lender administration API', () => {
  const { api, admin, officer, lender } = useTestApi();

  const adminList = async () => (await api.call<Lender[]>('GET', '/api/Lender/GetAllLendersForAdmin', { token: admin.token })).body.data;
  const createLender = (fields = lenderFields(), files = lenderFormImages(), token = admin.token) =>
    api.form<Lender>('POST', '/api/Lender/CreateLender', formOf(fields, files), token);

  it('creates the lender and its portal account in one write, with sanitized rich text and stored images', async () => {
    const fields = lenderFields();
    const before = await api.storedFiles();
    const answer = await createLender(fields);
    expect(answer.status).toBe(201);
    expect(answer.body.responseMsg).toBe('Lender created successfully!');
    const created = answer.body.data;
    expect(created).toMatchObject({
      name: fields.CompanyTitle,
      website: 'https://harbor.example',
      rating: 4,
      role: 2,
      contact: { name: 'Dana Reyes', email: fields.Email!.toLowerCase(), phone: '+15551234567' },
      channelLinks: [{ name: 'Broker portal', link: 'https://portal.harbor.example' }],
      programs: {
        qmPrograms: ['Conventional 30-year'],
        nonQmPrograms: ['Bank statement'],
        productOffer: ['Rate buydown'],
        uniquePropertyType: ['Condo', 'Condotel'],
        privateLoanPrograms: [],
        conventionalPrograms: [],
      },
      userId: expect.any(Number),
    });
    expect(created.slug).toMatch(/^harbor_wholesale_[a-z0-9]+$/);
    expect(created.lenderNiche).toBe('<p>Jumbo <b>loans</b></p>');
    expect(created.overlays).not.toMatch(/onclick|javascript|script/);
    expect(created.profileImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(created.logo).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect((await api.storedFiles()).length).toBe(before.length + 2);
    expect((await fetch(api.url + created.profileImage!)).status).toBe(200);

    // the linked account signs in with the form's email and password, in the form's role
    const token = await api.login(fields.Email!, fields.Password!);
    const me = await api.call('GET', '/api/User/GetUser', { token });
    expect(me.body.data).toMatchObject({ userId: created.userId, fullName: 'Dana Reyes', role: 2, roleName: 'Account Executive (Lender)' });
    // and the public detail shows it
    const detail = await api.call<Lender>('GET', `/api/Lender/GetLenderById/${created.slug}`, { token: officer.token });
    expect(detail.body.data.id).toBe(created.id);
  });

  it.each([
    ['CompanyTitle', '', 'companyTitle', 'Please input lender title!'],
    ['FirstName', '', 'firstName', 'Please input first name!'],
    ['FirstName', 'D', 'firstName', 'Minimum 2 characters'],
    ['LastName', undefined, 'lastName', 'Please input last name!'],
    ['LastName', 'R', 'lastName', 'Minimum 2 characters'],
    ['Email', '', 'email', 'Please input email!'],
    ['Email', 'dana@', 'email', 'Please enter a valid email!'],
    ['Phone', '', 'phone', 'Please input phone number!'],
    ['Phone', '555-123', 'phone', 'Please enter a valid phone number!'],
    ['Password', undefined, 'password', 'Please input password!'],
    ['Role', '', 'role', 'Please select role!'],
    ['Role', '999', 'role', 'Please select role!'],
    ['Website', '', 'website', 'Website URL is required'],
    ['Website', 'harbor dot com', 'website', 'Must be a valid URL'],
    ['ShortDescription', 'Too short', 'shortDescription', 'Minimum 10 characters'],
    ['ChannelLinksJson', '[{"Name":"","Link":"https://x.example"}]', 'channelLinks.0.name', 'Name is required'],
    ['ChannelLinksJson', '[{"Name":"Portal","Link":""}]', 'channelLinks.0.link', 'URL is required'],
    ['ChannelLinksJson', '[{"Name":"Portal","Link":"portal"}]', 'channelLinks.0.link', 'Must be a valid URL'],
    ['ProgramsJson', '[{"ProgramId":1,"ProgramTypes":[""]}]', 'programs.0.programTypes.0', 'Required'],
  ])('refuses %s = %j with "%s": no lender, no account, no file', async (name, value, field, message) => {
    const fields = lenderFields({ [name]: value });
    const before = { lenders: (await adminList()).length, files: await api.storedFiles() };
    const answer = await createLender(fields);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[field]).toBe(message);
    expect((await adminList()).length).toBe(before.lenders);
    expect(await api.storedFiles()).toEqual(before.files);
    if (fields.Email && fields.Password) {
      const login = await api.call('POST', '/api/Authentication/login', { body: { email: fields.Email, password: fields.Password } });
      expect(login.status).not.toBe(200);
    }
  });

  it.each([
    ['a missing profile image', [['CompanyLogo', PNG_1X1, 'logo.png']], 'profileImage', 'Please upload profile image'],
    ['a missing company logo', [['ProfileImage', PNG_1X1, 'me.png']], 'companyLogo', 'Please upload company logo'],
    [
      'a GIF',
      [
        ['ProfileImage', Buffer.from('47494638396101000100800000000000ffffff2c00000000010001000002024401003b', 'hex'), 'me.gif'],
        ['CompanyLogo', PNG_1X1, 'l.png'],
      ],
      'ProfileImage',
      'You can only upload JPG/PNG/WEBP files!',
    ],
    [
      'HTML named .png',
      [
        ['ProfileImage', PNG_1X1, 'me.png'],
        ['CompanyLogo', Buffer.from('<html><script>alert(1)</script></html>'), 'logo.png'],
      ],
      'CompanyLogo',
      'You can only upload JPG/PNG/WEBP files!',
    ],
    [
      'an image over 2 MB',
      [
        ['ProfileImage', pngOfSize(2 * 1024 * 1024 + 1), 'big.png'],
        ['CompanyLogo', WEBP_1X1, 'l.webp'],
      ],
      'ProfileImage',
      'Image must be smaller than 2MB!',
    ],
  ] as Array<[string, Array<[string, Buffer, string]>, string, string]>)(
    'refuses %s: message, no row, no file',
    async (_label, files, field, message) => {
      const before = { lenders: (await adminList()).length, files: await api.storedFiles() };
      const answer = await createLender(lenderFields(), files);
      expect(answer.status).toBe(400);
      expect(answer.body.responseMsg).toBe(message);
      expect(answer.body.data.errors[field]).toBe(message);
      expect((await adminList()).length).toBe(before.lenders);
      expect(await api.storedFiles()).toEqual(before.files);
    },
  );

  it('refuses an email that already has an account, keeping nothing', async () => {
    const before = { lenders: (await adminList()).length, files: await api.storedFiles() };
    const answer = await createLender(lenderFields({ Email: 'Officer@LendHub.demo' }));
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.email).toBe('This email is already in use');
    expect((await adminList()).length).toBe(before.lenders);
    expect(await api.storedFiles()).toEqual(before.files);
  });

  it('updates the lender and its account; a new image replaces (and deletes) the old one', async () => {
    const created = (await createLender()).body.data;
    const { Password: _password, ...rest } = lenderFields();
    const email = `${unique('new')}@harbor.example`;
    const answer = await api.form<Lender>(
      'POST',
      '/api/Lender/UpdateLender',
      formOf(
        {
          ...rest,
          LenderId: String(created.id),
          FirstName: 'Dani',
          LastName: 'Reyes-Park',
          Email: email,
          Rating: '5',
          ChannelLinksJson: undefined,
        },
        [['ProfileImage', WEBP_1X1, 'new.webp']],
      ),
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.responseMsg).toBe('Lender updated successfully!');
    const updated = answer.body.data;
    expect(updated).toMatchObject({
      id: created.id,
      rating: 5,
      contact: { name: 'Dani Reyes-Park', email },
      logo: created.logo,
      channelLinks: [],
    });
    expect(updated.profileImage).toMatch(/\.webp$/);
    const files = await api.storedFiles();
    expect(files).not.toContain(created.profileImage!.replace('/uploads/', ''));
    expect(files).toContain(updated.profileImage!.replace('/uploads/', ''));
    expect(files).toContain(created.logo!.replace('/uploads/', ''));
    // the account follows; its password is unchanged
    const token = await api.login(email, 'Harbor#2025');
    expect((await api.call('GET', '/api/User/GetUser', { token })).body.data.fullName).toBe('Dani Reyes-Park');
  });

  it('update needs a LenderId (spec-style message) and an existing lender', async () => {
    const missing = await api.form('POST', '/api/Lender/UpdateLender', formOf(lenderFields()), admin.token);
    expect(missing.status).toBe(400);
    expect(missing.body.responseMsg).toBe('Lender ID is missing. Cannot update lender.');
    const unknown = await api.form(
      'POST',
      '/api/Lender/UpdateLender',
      formOf({ ...lenderFields(), LenderId: '999999' }, [['ProfileImage', PNG_1X1, 'x.png']]),
      admin.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMsg).toBe('Lender not found');
  });

  it('deletes a lender and its images, and deactivates its Account Executive sign-in in the same write', async () => {
    const fields = lenderFields();
    const created = (await createLender(fields)).body.data;
    const accountToken = await api.login(fields.Email!, fields.Password!);
    const answer = await api.call('DELETE', `/api/Lender/DeletedLenderById/${created.id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.responseMsg).toBe('Lender deleted successfully');
    expect((await api.call('GET', `/api/Lender/GetLenderById/${created.id}`, { token: admin.token })).status).toBe(404);
    const files = await api.storedFiles();
    expect(files).not.toContain(created.profileImage!.replace('/uploads/', ''));
    expect(files).not.toContain(created.logo!.replace('/uploads/', ''));
    expect(answer.body.data).toMatchObject({ lenderId: created.id, deactivatedUserId: expect.any(Number) });
    // the account stays (what it wrote is kept) but cannot sign in, and its open sessions end
    const signIn = await api.call('POST', '/api/Authentication/login', { body: { email: fields.Email, password: fields.Password } });
    expect(signIn.status).toBe(403);
    expect(signIn.body.responseMsg).toBe('This account has been deactivated');
    expect((await api.call('GET', '/api/User/GetUser', { token: accountToken })).status).toBe(401);
    const listed = await api.call<Array<{ emailAddress: string; accountStatus: string }>>(
      'GET',
      `/api/User/GetAllUser?accountStatus=deactivated`,
      { token: admin.token },
    );
    expect(listed.body.data.map((u) => u.emailAddress.toLowerCase())).toContain(fields.Email!.toLowerCase());
    expect((await api.call('DELETE', `/api/Lender/DeletedLenderById/${created.id}`, { token: admin.token })).status).toBe(404);
  });

  it('sorts the management list by name, website, rating or company', async () => {
    const byRating = await api.call<Lender[]>('GET', '/api/Lender/GetAllLendersForAdmin?sortBy=rating&direction=desc', {
      token: admin.token,
    });
    const ratings = byRating.body.data.map((l) => l.rating ?? -1);
    expect(ratings.length).toBeGreaterThan(10);
    const rated = ratings.filter((r) => r >= 0);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const byCompany = (
      await api.call<Lender[]>('GET', '/api/Lender/GetAllLendersForAdmin?sortBy=company', { token: admin.token })
    ).body.data.map((l) => l.name.toLowerCase());
    expect(byCompany).toEqual([...byCompany].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await api.call('GET', '/api/Lender/GetAllLendersForAdmin?sortBy=color', { token: admin.token })).status).toBe(400);
  });

  it('lets only an Admin manage lenders (403 for Loan Officer and Account Executive, 401 without token)', async () => {
    const created = (await createLender()).body.data;
    const before = await api.storedFiles();
    for (const session of [officer, lender]) {
      expect((await createLender(lenderFields(), lenderFormImages(), session.token)).status).toBe(403);
      expect(
        (await api.form('POST', '/api/Lender/UpdateLender', formOf({ ...lenderFields(), LenderId: String(created.id) }), session.token))
          .status,
      ).toBe(403);
      expect((await api.call('DELETE', `/api/Lender/DeletedLenderById/${created.id}`, { token: session.token })).status).toBe(403);
      expect((await api.call('GET', '/api/Lender/GetAllLendersForAdmin', { token: session.token })).status).toBe(403);
    }
    expect((await createLender(lenderFields(), lenderFormImages(), '')).status).toBe(401);
    expect(await api.storedFiles()).toEqual(before);
    expect((await api.call('GET', `/api/Lender/GetLenderById/${created.id}`, { token: admin.token })).status).toBe(200);
  });
});
