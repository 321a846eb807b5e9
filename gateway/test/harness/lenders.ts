// A lender's create input and its two images, for the tests that make lenders through the gateway.
import { JPEG_SMALL, PNG_1X1 } from '@lendhub/api/testing/uploads';
import { ROLE_IDS, uniqueEmail } from './testData.ts';
import type { UploadFile } from './upload.ts';

let counter = 0;

/** A complete, valid `CreateLenderInput` of a new company (override what a test is about). */
export function lenderInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    companyTitle: `Gateway Lending ${Date.now().toString(36)} ${counter}`,
    firstName: 'Rae',
    lastName: 'Morgan',
    email: uniqueEmail('rae'),
    phone: '+15550104242',
    roleId: ROLE_IDS.ACCOUNT_EXECUTIVE,
    password: 'Gateway#2025',
    website: 'https://gateway-lending.example',
    rating: 5,
    shortDescription: 'Non-QM specialist lender.',
    lenderNiche: '<p>DSCR <img src=x onerror="alert(1)">loans</p>',
    overlays: '<ul><li>660 FICO</li></ul>',
    channelLinks: [{ name: 'Scenario desk', link: 'https://desk.gateway-lending.example' }],
    programs: [{ programId: 1, programTypes: ['DSCR', 'Bank statement'] }],
    profileImage: null,
    companyLogo: null,
    ...overrides,
  };
}

/** The profile image and company logo a create needs, as multipart files of the input above. */
export const LENDER_IMAGES: UploadFile[] = [
  { path: 'variables.input.profileImage', content: PNG_1X1, name: 'rae.png', type: 'image/png' },
  { path: 'variables.input.companyLogo', content: JPEG_SMALL, name: 'logo.jpg', type: 'image/jpeg' },
];
