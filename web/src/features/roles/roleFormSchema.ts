import { z } from 'zod';

/** Spec §4/§5: a role is saved Active or Inactive (Pending exists but cannot be chosen). */
export const ROLE_FORM_STATUSES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
] as const;

export const roleFormSchema = z.object({
  name: z.string().trim().min(1, 'Please input role name!'),
  status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'Please select status!' }),
});

export type RoleFormValues = z.input<typeof roleFormSchema>;
export type RoleFormOutput = z.output<typeof roleFormSchema>;

/** Why a role cannot be deleted, or null when it can (the server checks the same). */
export function roleDeleteBlocker(role: { builtIn: boolean; userCount: number }): string | null {
  if (role.builtIn) return 'Built-in roles cannot be deleted';
  if (role.userCount > 0)
    return `This role is assigned to ${role.userCount} ${role.userCount === 1 ? 'user' : 'users'} and cannot be deleted`;
  return null;
}

export const STATUS_LABEL = { ACTIVE: 'Active', INACTIVE: 'Inactive', PENDING: 'Pending' } as const;
