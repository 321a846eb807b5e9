import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_VARIABLES } from '@lendhub/api/config';
import { describe, expect, it } from 'vitest';
import { GATEWAY_VARIABLES } from './config.ts';
import { REPO_ROOT } from './paths.ts';

/*
 * README.md "Environment variables" is the one table of variables, .env.example the file operators copy:
 * both must name exactly what the config modules read, so a variable added without documentation, or
 * documented but no longer read, fails here.
 */
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const names = (text: string) => [...text.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);

interface Row {
  variables: string[];
  readBy: string;
}

function readmeRows(): Row[] {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('## Environment variables'),
    readme.indexOf('\n## ', readme.indexOf('## Environment variables') + 1),
  );
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [variables = '', readBy = ''] = line.slice(1).split(' | ');
      return { variables: names(variables), readBy };
    });
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const serverVariables = sorted([...GATEWAY_VARIABLES, ...API_VARIABLES]);

/** Where the scripts' and tests' variables are read: each documented one must be read in one of these files. */
function scriptSources(): string {
  const files = [
    ...readdirSync(path.join(REPO_ROOT, 'scripts'))
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => `scripts/${file}`),
    'tests/playwright.config.ts',
    'web/vite.config.ts',
    'web/src/shared/relay/clientIdentity.ts',
  ];
  return files.map(read).join('\n');
}

describe('the environment variables are documented exactly', () => {
  const rows = readmeRows();

  it('README.md lists each variable the gateway and the API read, each once, and says which reads it', () => {
    const documented = rows.flatMap((row) => row.variables);
    expect(documented.length).toBe(new Set(documented).size);
    const servers = rows.filter((row) => /gateway|API/.test(row.readBy));
    expect(sorted(servers.flatMap((row) => row.variables))).toEqual(serverVariables);
    for (const row of servers) {
      for (const variable of row.variables) {
        // "gateway (the API reads `CRM_BASE_URL`)": a reader named with the variable counts for it alone.
        const readers = row.readBy.replace(/\(the API reads ([^)]*)\)/, (_, which: string) =>
          names(which).includes(variable) ? 'API' : '',
        );
        expect({ variable, gateway: readers.includes('gateway') }).toEqual({ variable, gateway: GATEWAY_VARIABLES.includes(variable) });
        expect({ variable, api: readers.includes('API') }).toEqual({ variable, api: API_VARIABLES.includes(variable) });
      }
    }
  });

  it("README.md's variables of the scripts, tests and web build are read by them", () => {
    const sources = scriptSources();
    const others = rows.filter((row) => !/gateway|API/.test(row.readBy)).flatMap((row) => row.variables);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((variable) => !sources.includes(variable))).toEqual([]);
  });

  it('.env.example lists every server variable, each under a comment with its default', () => {
    const lines = read('.env.example').split('\n');
    const assigned = lines.flatMap((line, index) => {
      const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
      return match ? [{ name: match[1]!, index }] : [];
    });
    expect(sorted(assigned.map(({ name }) => name))).toEqual(serverVariables);
    expect(assigned.length).toBe(serverVariables.length);
    for (const { name, index } of assigned) {
      // The comment block above (variables of one row share it).
      let above = index - 1;
      while (above >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[above]!)) above -= 1;
      expect({ name, comment: lines[above]?.startsWith('# Default: ') }).toEqual({ name, comment: true });
    }
  });
});
