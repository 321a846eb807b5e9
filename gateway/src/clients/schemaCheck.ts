import { ChangeType, CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { coordinatesOf } from './coordinates.ts';

/** One client's registered documents (id → text). */
export interface ClientDocuments {
  client: string;
  documents: Readonly<Record<string, string>>;
}

/** Field usage in the period checked (fieldUsage rows). */
export interface UsedCoordinate {
  client: string;
  version: string;
  coordinate: string;
  operations: number;
}

export interface SchemaCheckReport {
  /** Every change between the released and the working schema, as inspector words it. */
  changes: Array<{ level: 'BREAKING' | 'DANGEROUS' | 'NON_BREAKING'; message: string; coordinate: string | null }>;
  /** What fails the check, each naming the client. */
  failures: string[];
  /** Breaking changes no registered document or recent use depends on (allowed, reported). */
  unusedBreaking: string[];
  ok: boolean;
}

/** The coordinate a change is about: `Type.field(argument)` for an argument, else inspector's dotted path. */
export function coordinateOfChange(change: Change): string | null {
  if (!change.path) return null;
  const parts = change.path.split('.');
  if (change.type === ChangeType.FieldArgumentAdded) return parts.slice(0, 2).join('.');
  if (String(change.type).startsWith('FIELD_ARGUMENT') && parts.length === 3) return `${parts[0]}.${parts[1]}(${parts[2]})`;
  return change.path;
}

/** Whether something that uses `used` depends on a change at `changed`. */
export function dependsOn(used: string, changed: string): boolean {
  return used === changed || used.startsWith(`${changed}.`) || used.startsWith(`${changed}(`) || changed.startsWith(`${used}.`);
}

/**
 * `pnpm schema:check` (docs/api-clients.md "API clients for internal tools"): the working schema against the last
 * released one. Fails when a registered document does not validate against the working schema, or a
 * breaking change touches a coordinate a registered document or a client's recent use depends on —
 * each failure names the client. Breaking changes nobody depends on pass, listed.
 */
export async function checkSchema(input: {
  released: string;
  working: string;
  documents: ClientDocuments[];
  usage?: UsedCoordinate[];
}): Promise<SchemaCheckReport> {
  const released = buildSchema(input.released);
  const working = buildSchema(input.working);
  const changes = await diff(released, working);
  const failures: string[] = [];

  // Every registered document must still validate.
  const used: Array<{ client: string; source: string; coordinates: string[] }> = [];
  for (const { client, documents } of input.documents) {
    for (const [id, text] of Object.entries(documents)) {
      const document = parse(text);
      for (const error of validate(working, document)) failures.push(`${client}: document ${id} no longer validates: ${error.message}`);
      used.push({ client, source: `document ${id}`, coordinates: coordinatesOrNone(released, text) });
    }
  }
  for (const row of input.usage ?? [])
    used.push({
      client: `${row.client}${row.version ? `@${row.version}` : ''}`,
      source: `${row.operations} operation(s) in the period`,
      coordinates: [row.coordinate],
    });

  const unusedBreaking: string[] = [];
  for (const change of changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking)) {
    const coordinate = coordinateOfChange(change);
    const dependents = coordinate
      ? used.filter((user) => user.coordinates.some((usedCoordinate) => dependsOn(usedCoordinate, coordinate)))
      : [];
    if (dependents.length === 0) {
      unusedBreaking.push(change.message);
      continue;
    }
    const byClient = new Map<string, string[]>();
    for (const dependent of dependents) byClient.set(dependent.client, [...(byClient.get(dependent.client) ?? []), dependent.source]);
    for (const [client, sources] of byClient)
      failures.push(
        `${client}: breaking change "${change.message}" — used by ${sources.slice(0, 5).join(', ')}${sources.length > 5 ? ` and ${sources.length - 5} more` : ''}`,
      );
  }

  return {
    changes: changes.map((change) => ({
      level: change.criticality.level,
      message: change.message,
      coordinate: coordinateOfChange(change),
    })),
    failures,
    unusedBreaking,
    ok: failures.length === 0,
  };
}

/** A document's coordinates on the released schema ([] when it does not even validate there). */
function coordinatesOrNone(schema: GraphQLSchema, text: string): string[] {
  try {
    const document = parse(text);
    return validate(schema, document).length === 0 ? coordinatesOf(schema, document) : [];
  } catch {
    return [];
  }
}
