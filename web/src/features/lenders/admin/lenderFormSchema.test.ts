import { describe, expect, it } from 'vitest';
import { EMPTY_LENDER_FORM, lenderFormSchema, lenderInputOf, splitContactName, type LenderFormValues } from './lenderFormSchema';

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

const VALID: LenderFormValues = {
  ...EMPTY_LENDER_FORM,
  profileImage: png(),
  companyLogo: png(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lender.example.com',
  phone: '+15551234567',
  password: 'long enough',
  roleId: 'VXNlclJvbGU6Mg==',
  companyTitle: 'Analytical Lending',
  website: 'https://lender.example.com',
};

function errorsOf(values: LenderFormValues, mode: 'create' | 'edit' = 'create'): Record<string, string> {
  const result = lenderFormSchema(mode).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('lenderFormSchema', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it('gives the spec §5 messages for an empty form on create', () => {
    expect(errorsOf(EMPTY_LENDER_FORM)).toEqual({
      profileImage: 'Please upload profile image',
      companyLogo: 'Please upload company logo',
      firstName: 'Please input first name!',
      lastName: 'Please input last name!',
      email: 'Please input email!',
      phone: 'Please input phone number!',
      password: 'Please input password!',
      roleId: 'Please select role!',
      companyTitle: 'Please input lender title!',
      website: 'Website URL is required',
    });
  });

  it('asks for neither password nor pictures when editing', () => {
    expect(errorsOf({ ...VALID, password: '', profileImage: null, companyLogo: null }, 'edit')).toEqual({});
  });

  it('checks names, email, phone, website, rating and short description', () => {
    expect(
      errorsOf({
        ...VALID,
        firstName: 'A',
        lastName: ' B ',
        email: 'ada@',
        phone: '555-1234',
        website: 'lender.example.com',
        rating: '6',
        shortDescription: 'Too short',
      }),
    ).toEqual({
      firstName: 'Minimum 2 characters',
      lastName: 'Minimum 2 characters',
      email: 'Please enter a valid email!',
      phone: 'Please enter a valid phone number!',
      website: 'Must be a valid URL',
      rating: 'Rating must be a whole number from 1 to 5',
      shortDescription: 'Minimum 10 characters',
    });
  });

  it('refuses other picture types and pictures over 2 MB', () => {
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(errorsOf({ ...VALID, profileImage: gif, companyLogo: png(2 * 1024 * 1024 + 1) })).toEqual({
      profileImage: 'You can only upload JPG/PNG/WEBP files!',
      companyLogo: 'Image must be smaller than 2MB!',
    });
  });

  it('checks every channel link and program entry', () => {
    const values = {
      ...VALID,
      channelLinks: [
        { name: '', link: '' },
        { name: 'Portal', link: 'not a url' },
      ],
      programs: { ...VALID.programs, qmPrograms: [{ value: 'Jumbo' }, { value: ' ' }] },
    };
    expect(errorsOf(values)).toEqual({
      'channelLinks.0.name': 'Name is required',
      'channelLinks.0.link': 'URL is required',
      'channelLinks.1.link': 'Must be a valid URL',
      'programs.qmPrograms.1.value': 'Required',
    });
  });
});

describe('splitContactName', () => {
  it('splits on the first space', () => {
    expect(splitContactName('Mary Ann Smith')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitContactName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitContactName(null)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('lenderInputOf', () => {
  it('trims, turns empty optional fields into null and lists every program category by id', () => {
    const input = lenderInputOf({ ...VALID, rating: '4', programs: { ...VALID.programs, productOffer: [{ value: ' HELOC ' }] } });
    expect(input).toMatchObject({ rating: 4, shortDescription: null, overlays: null, lenderNiche: null, channelLinks: [] });
    expect(input.programs).toEqual([
      { programId: 0, programTypes: [] },
      { programId: 1, programTypes: [] },
      { programId: 2, programTypes: ['HELOC'] },
      { programId: 3, programTypes: [] },
    ]);
  });
});
