import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../http/testing/api-errors.ts';
import { parseWith } from '../http/validate.ts';
import { lenderFormFields } from './testing/fixtures.ts';
import { createLenderFormSchema, LENDER_FORM_MESSAGES as M, updateLenderFormSchema } from '@lendhub/domain/rest/lenders';

/** The complete form of the fixtures, every field present. */
const validLenderFields = () => lenderFormFields() as Record<string, string>;

const fieldsOf = (schema: Parameters<typeof parseWith>[0], body: unknown) => fieldErrorsOf(() => parseWith(schema, body));

describe('lender form rules', () => {
  it('parses a complete form, sanitizing rich text and merging programs', () => {
    const form = parseWith(createLenderFormSchema, validLenderFields());
    expect(form.email).toBe('dana.reyes@harbor.example');
    expect(form.role).toBe(2);
    expect(form.rating).toBe(4);
    expect(form.lenderNiche).toBe('<p>Jumbo loans</p>');
    expect(form.overlays).toBe('<p>620 FICO</p>');
    expect(form.channelLinks).toEqual([{ name: 'Portal', link: 'https://portal.harbor.example' }]);
    expect(form.programs).toEqual({ qmPrograms: ['Conventional 30'], nonQmPrograms: [], productOffer: [], uniquePropertyType: ['Condo'] });
  });

  it('treats missing optional fields and JSON lists as empty', () => {
    const { Rating, ShortDescription, LenderNiche, Overlays, ChannelLinksJson, ProgramsJson, ...required } = validLenderFields();
    const form = parseWith(createLenderFormSchema, required);
    expect(form.rating).toBeUndefined();
    expect(form.lenderNiche).toBeUndefined();
    expect(form.channelLinks).toEqual([]);
    expect(form.programs.qmPrograms).toEqual([]);
  });

  it.each([
    ['CompanyTitle', '', 'companyTitle', M.companyTitle],
    ['FirstName', '', 'firstName', M.firstName],
    ['FirstName', 'D', 'firstName', M.nameMin],
    ['LastName', '', 'lastName', M.lastName],
    ['LastName', 'R', 'lastName', M.nameMin],
    ['Email', '', 'email', M.email],
    ['Email', 'dana@', 'email', M.emailFormat],
    ['Phone', '', 'phone', M.phone],
    ['Phone', '555-123-4567', 'phone', M.phoneFormat],
    ['Phone', '+123456', 'phone', M.phoneFormat],
    ['Password', '', 'password', M.password],
    ['Password', 'short', 'password', M.passwordMin],
    ['Role', '', 'role', M.role],
    ['Website', '', 'website', M.website],
    ['Website', 'harbor', 'website', M.websiteFormat],
    ['Rating', '6', 'rating', M.rating],
    ['Rating', '0', 'rating', M.rating],
    ['ShortDescription', 'Too short', 'shortDescription', M.shortDescriptionMin],
    ['ChannelLinksJson', '[{"Name":"","Link":"https://x.example"}]', 'channelLinks.0.name', M.channelLinkName],
    ['ChannelLinksJson', '[{"Name":"Portal","Link":""}]', 'channelLinks.0.link', M.channelLinkUrl],
    ['ChannelLinksJson', '[{"Name":"Portal","Link":"portal"}]', 'channelLinks.0.link', M.channelLinkUrlFormat],
    ['ChannelLinksJson', '{not json', 'channelLinks', M.channelLinksJson],
    ['ProgramsJson', '[{"ProgramId":0,"ProgramTypes":["Good",""]}]', 'programs.0.programTypes.1', M.programEntry],
    ['ProgramsJson', '[{"ProgramId":7,"ProgramTypes":["Good"]}]', 'programs.0.programId', M.programId],
    ['ProgramsJson', '"text"', 'programs', M.programsJson],
  ])('%s = %j → %s: %s', (name, value, field, message) => {
    expect(fieldsOf(createLenderFormSchema, { ...validLenderFields(), [name]: value })?.[field]).toBe(message);
  });

  it('update needs LenderId and no password', () => {
    const { Password, ...fields } = validLenderFields();
    expect(fieldsOf(updateLenderFormSchema, fields)?.lenderId).toBe(M.lenderId);
    expect(parseWith(updateLenderFormSchema, { ...fields, LenderId: '12' }).lenderId).toBe(12);
  });
});
