// What loading the API costs at start: packages that only some requests or deployments use load when first used
// (docs/performance.md, "Issue 26, eighth round"), so a start on PGlite does not compile them.
import { fileURLToPath } from 'node:url';
import { loadsPackage, modulesLoadedByImporting } from '@lendhub/server-kit/testing/loaded-modules';
import { describe, expect, it } from 'vitest';

describe('the API entry', () => {
  it('loads the PDF, PostgreSQL, mail and QR code libraries only when they are used', async () => {
    const loaded = await modulesLoadedByImporting('./src/index.ts', fileURLToPath(new URL('..', import.meta.url)));
    // The recorder saw the API itself load, so the absences below mean something.
    expect(loaded.some((url) => url.endsWith('/api/src/server.ts'))).toBe(true);
    expect(loadsPackage(loaded, 'express')).toBe(true);
    for (const onDemand of ['pdf-lib', 'pg', 'nodemailer', 'qrcode']) expect(loadsPackage(loaded, onDemand), onDemand).toBe(false);
  }, 60_000);
});
