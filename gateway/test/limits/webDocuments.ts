import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATED = fileURLToPath(new URL('../../../web/src/__generated__/', import.meta.url));

/** The documents the web app sends: each operation artifact holds `"text": "<document>"` (a JSON string). */
export function webDocuments(): { name: string; text: string }[] {
  const documents: { name: string; text: string }[] = [];
  for (const file of readdirSync(GENERATED).sort()) {
    const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(path.join(GENERATED, file), 'utf8'));
    if (match) documents.push({ name: file.replace(/\.graphql\.ts$/, ''), text: JSON.parse(match[1]!) as string });
  }
  return documents;
}

/** One operation's document by its artifact's name (`LenderFinderRouteQuery`). */
export function webDocument(name: string): string {
  const document = webDocuments().find((entry) => entry.name === name);
  if (!document) throw new Error(`no query text in the ${name} artifact: run pnpm relay`);
  return document.text;
}
