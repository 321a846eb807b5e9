import { roleFromName, type Role } from '../auth/roles.ts';
import { globalIdField } from '../relay/globalId.ts';
import type { ApiUser } from './types.ts';

export const User = {
  id: globalIdField<ApiUser>('User', (user) => user.userId),
  internalId: (user: ApiUser): number => user.userId,
  email: (user: ApiUser): string => user.emailAddress,
  role: (user: ApiUser): Role | null => roleFromName(user.roleName),
  roleName: (user: ApiUser): string => user.roleName ?? '',
};
