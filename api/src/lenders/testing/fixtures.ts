import { JPEG_SMALL, PNG_1X1 } from '../../uploads/testing/fixtures.ts';

/*
 * Test-only: the text fields of a complete lender form (multipart, PascalCase as the spec sends
 * them), for the schema unit tests and the HTTP tests alike. Override what a test is about.
 */
export function lenderFormFields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    CompanyTitle: 'Harbor Wholesale',
    FirstName: 'Dana',
    LastName: 'Reyes',
    Email: 'Dana.Reyes@harbor.example',
    Phone: '+15551234567',
    Role: '2',
    Password: 'Harbor#2025',
    Website: 'https://harbor.example',
    Rating: '4',
    ShortDescription: 'Wholesale lender for the west coast.',
    LenderNiche: '<p>Jumbo <script>alert(1)</script>loans</p>',
    Overlays: '<p onclick="x()">620 FICO</p>',
    ChannelLinksJson: JSON.stringify([{ Name: 'Portal', Link: 'https://portal.harbor.example' }]),
    ProgramsJson: JSON.stringify([
      { ProgramId: 0, ProgramTypes: ['Conventional 30'] },
      { ProgramId: 3, ProgramTypes: ['Condo', 'Condo'] },
    ]),
    ...overrides,
  };
}

/** The two images a complete lender form carries (multipart files: field, content, file name). */
export function lenderFormImages(): Array<[field: string, content: Buffer, name: string]> {
  return [
    ['ProfileImage', PNG_1X1, 'dana.png'],
    ['CompanyLogo', JPEG_SMALL, 'logo.jpg'],
  ];
}
