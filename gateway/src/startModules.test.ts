// What loading the gateway costs at start: graphql-jit, which compiles the web's known queries, loads once the
// gateway listens (platform/graphql/compiledExecution.ts), so importing the gateway does not compile it.
import { fileURLToPath } from 'node:url';
import { loadsPackage, modulesLoadedByImporting } from '@lendhub/server-kit/testing/loaded-modules';
import { describe, expect, it } from 'vitest';

describe('the gateway entry', () => {
  it('does not load graphql-jit and the JSON-schema serializer it brings until the gateway listens', async () => {
    const loaded = await modulesLoadedByImporting('./src/index.ts', fileURLToPath(new URL('..', import.meta.url)));
    expect(loaded.some((url) => url.endsWith('/gateway/src/server.ts'))).toBe(true);
    expect(loadsPackage(loaded, 'graphql')).toBe(true);
    for (const deferred of ['graphql-jit', 'fast-json-stringify', 'ajv']) expect(loadsPackage(loaded, deferred), deferred).toBe(false);
  }, 60_000);
});
