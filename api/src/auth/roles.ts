import { can, roleByName, rolesThatCan, type RoleAction, type RoleName } from '@lendhub/domain/roles';

/** The portal roles are defined once, in @lendhub/domain/roles: display names (the JWT `role`) and `roles` ids. */
export { ROLE_IDS, ROLE_NAMES, type RoleName } from '@lendhub/domain/roles';

/** Display names of the roles that may do something, for requireRole (spec §6). */
export function roleNamesThatCan(action: RoleAction): RoleName[] {
  return rolesThatCan(action).map((role) => role.name);
}

/** Whether the role with this display name (the JWT `role`) may do something; a custom role may not. */
export function roleNameCan(roleName: string, action: RoleAction): boolean {
  return can(roleByName(roleName), action);
}
