import { can, roleByGraphqlValue, roleByName, type GraphqlRole, type RoleAction } from '@lendhub/domain/roles';

/** The GraphQL `Role` enum values; the roles are defined once, in @lendhub/domain/roles. */
export type Role = GraphqlRole;

/** Maps a role display name (as the API stores it and puts in the JWT) to the enum; a custom role maps to null. */
export function roleFromName(name: string | null | undefined): Role | null {
  return roleByName(name)?.graphql ?? null;
}

/** Whether the signed-in viewer's role may do something (spec §6); no viewer or a custom role may not. */
export function viewerCan(viewer: { role: Role | null } | null | undefined, action: RoleAction): boolean {
  return can(roleByGraphqlValue(viewer?.role), action);
}
