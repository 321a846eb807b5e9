import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A client's documents from disk: a JSON id → text map (what relay-compiler's persistConfig writes,
 * and what `pnpm --filter @lendhub/internal-tool-example documents` writes), or a folder of
 * `.graphql` files (one operation each; id = SHA-256 of the text, as Relay's).
 */
export function readDocuments(location: string): Record<string, string> {
  if (!existsSync(location)) throw new Error(`No documents at ${location}`);
  if (statSync(location).isDirectory()) {
    const documents: Record<string, string> = {};
    for (const file of readdirSync(location)
      .filter((name) => name.endsWith('.graphql'))
      .sort()) {
      const text = readFileSync(path.join(location, file), 'utf8').trim();
      documents[documentIdOf(text)] = text;
    }
    return documents;
  }
  const parsed = JSON.parse(readFileSync(location, 'utf8')) as unknown;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((text) => typeof text === 'string')
  ) {
    throw new Error(`${location} must be a JSON object of document id → document text`);
  }
  return parsed as Record<string, string>;
}

export function documentIdOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A client kept in this repository: `examples/<tool>/client.json`. */
export interface ClientManifest {
  /** The registered client's name. */
  name: string;
  /** The role to register it with (ADMIN, LOAN_OFFICER, ACCOUNT_EXECUTIVE). */
  role: string;
  /** Its documents, relative to the manifest: a JSON map or a folder of .graphql files. */
  documents: string;
}

export function readManifest(file: string): ClientManifest & { documentsPath: string } {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
  return { ...manifest, documentsPath: path.resolve(path.dirname(file), manifest.documents) };
}
