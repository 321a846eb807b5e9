import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express path, e.g. `/api/Roles/:id`. */
  path: string;
}

const SOURCE = path.resolve(import.meta.dirname, '../../src');
/** The REST contract (@lendhub/domain/rest): most routes are written there and mounted by the API from it. */
const CONTRACT = path.resolve(import.meta.dirname, '../../../domain/src/rest');
const ROUTE = /\brouter\.(get|post|put|delete)\(\s*'(\/api\/[^']+)'/g;
const CONTRACT_ROUTE = /\bmethod:\s*'(GET|POST|PUT|DELETE)',\s*path:\s*'(\/api\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Every `/api` route the API serves: those its routers declare and those the REST contract declares (read from the
 * sources, so a new route is tested at once).
 */
export function apiRoutes(): ApiRoute[] {
  const found = new Map<string, ApiRoute>();
  const add = (method: string, routePath: string) =>
    found.set(`${method.toUpperCase()} ${routePath}`, { method: method.toUpperCase() as ApiRoute['method'], path: routePath });
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(ROUTE)) add(match[1]!, match[2]!);
  }
  for (const file of sourceFiles(CONTRACT)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CONTRACT_ROUTE)) add(match[1]!, match[2]!);
  }
  return [...found.values()];
}

/**
 * Every field name the API's schemas declare (`name:` keys in schemas files and the REST contract), camelCase and
 * PascalCase (multipart forms): a body or query that sets all of them reaches every string input.
 */
export function schemaFieldNames(): string[] {
  const names = new Set<string>();
  const files = [
    ...sourceFiles(SOURCE).filter((name) => /schemas?\.ts$/.test(name) || name.endsWith('routes.ts')),
    ...sourceFiles(CONTRACT),
  ];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+([a-zA-Z][a-zA-Z0-9]*)\??:\s/gm)) names.add(match[1]!);
  }
  return [...names].flatMap((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)]);
}
