import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express path, e.g. `/api/Roles/:id`. */
  path: string;
}

const SOURCE = path.resolve(import.meta.dirname, '../../src');
const ROUTE = /\brouter\.(get|post|put|delete)\(\s*'(\/api\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every `/api` route the API's routers declare (read from the sources, so a new route is tested at once). */
export function apiRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(ROUTE)) {
      routes.push({ method: match[1]!.toUpperCase() as ApiRoute['method'], path: match[2]! });
    }
  }
  return routes;
}

/**
 * Every field name the API's schemas declare (`name:` keys in schemas files), camelCase and
 * PascalCase (multipart forms): a body or query that sets all of them reaches every string input.
 */
export function schemaFieldNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCE).filter((name) => /schemas?\.ts$/.test(name) || name.endsWith('routes.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+([a-zA-Z][a-zA-Z0-9]*)\??:\s/gm)) names.add(match[1]!);
  }
  return [...names].flatMap((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)]);
}
