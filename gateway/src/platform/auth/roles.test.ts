import { readFileSync } from 'node:fs';
import { ALL_PORTAL_ROLES, rolesThatCan, type RoleAction } from '@lendhub/domain/roles';
import { Kind, parse, type ConstDirectiveNode, type EnumTypeDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { roleFromName, viewerCan } from './roles.ts';

/*
 * schema.graphql cannot import the role definition (@lendhub/domain/roles), so these tests fail
 * when the two disagree: the `Role` enum, and every role list an @auth directive requires.
 */
const document = parse(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'));
const sorted = (values: readonly string[]) => [...values].sort();

/** The roles an `@auth(requires: [...])` among these directives names; undefined when it names none. */
function requiredRoles(directives: readonly ConstDirectiveNode[] | undefined): string[] | undefined {
  const requires = directives
    ?.find((directive) => directive.name.value === 'auth')
    ?.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  return requires?.kind === Kind.LIST ? requires.values.flatMap((value) => (value.kind === Kind.ENUM ? [value.value] : [])) : undefined;
}

/** Each role list an @auth directive requires, by the type or field it guards. */
function authRequirements(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const record = (where: string, roles: string[] | undefined) => roles && found.set(where, roles);
  for (const definition of document.definitions) {
    if (!('fields' in definition) || !('name' in definition) || !definition.name) continue;
    record(definition.name.value, requiredRoles(definition.directives));
    for (const field of definition.fields ?? []) {
      if (field.kind === Kind.FIELD_DEFINITION) record(`${definition.name.value}.${field.name.value}`, requiredRoles(field.directives));
    }
  }
  return found;
}

describe('schema.graphql agrees with the role definition', () => {
  it('has one `Role` enum value per portal role', () => {
    const roleEnum = document.definitions.find(
      (definition): definition is EnumTypeDefinitionNode =>
        definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'Role',
    );
    expect(sorted(roleEnum?.values?.map((value) => value.name.value) ?? [])).toEqual(sorted(ALL_PORTAL_ROLES.map((role) => role.graphql)));
  });

  it('guards createPost with the roles that may create posts', () => {
    expect(sorted(authRequirements().get('Mutation.createPost') ?? [])).toEqual(
      sorted(rolesThatCan('createPost').map((role) => role.graphql)),
    );
  });

  it('requires, wherever it names roles, exactly the roles of one action of the definition', () => {
    const actions: RoleAction[] = ['createPost', 'administer', 'keepLoans'];
    const allowedLists = actions.map((action) => sorted(rolesThatCan(action).map((role) => role.graphql)).join(','));
    const requirements = [...authRequirements()];
    expect(requirements.length).toBeGreaterThan(0);
    for (const [where, roles] of requirements)
      expect({ where, roles: allowedLists.includes(sorted(roles).join(',')) }).toEqual({ where, roles: true });
  });
});

describe('gateway roles', () => {
  it('map the token’s display name to the enum; a custom role is none', () => {
    expect(roleFromName('Account Executive (Lender)')).toBe('ACCOUNT_EXECUTIVE');
    expect(roleFromName('Processor')).toBeNull();
  });

  it('tell what the viewer may do', () => {
    expect(viewerCan({ role: 'ADMIN' }, 'administer')).toBe(true);
    expect(viewerCan({ role: 'ACCOUNT_EXECUTIVE' }, 'administer')).toBe(false);
    expect(viewerCan({ role: 'ACCOUNT_EXECUTIVE' }, 'createPost')).toBe(true);
    expect(viewerCan({ role: null }, 'createPost')).toBe(false);
    expect(viewerCan(null, 'createPost')).toBe(false);
  });
});
