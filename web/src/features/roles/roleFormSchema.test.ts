import { describe, expect, it } from 'vitest';
import { roleDeleteBlocker, roleFormSchema } from './roleFormSchema';

describe('role form rules', () => {
  it('asks for a name and a status', () => {
    const result = roleFormSchema.safeParse({ name: ' ', status: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please input role name!', 'Please select status!']);
  });

  it('accepts Active or Inactive only', () => {
    expect(roleFormSchema.safeParse({ name: 'Processor', status: 'ACTIVE' }).success).toBe(true);
    expect(roleFormSchema.safeParse({ name: 'Processor', status: 'PENDING' }).success).toBe(false);
  });

  it('says why a role cannot be deleted', () => {
    expect(roleDeleteBlocker({ builtIn: true, userCount: 0 })).toBe('Built-in roles cannot be deleted');
    expect(roleDeleteBlocker({ builtIn: false, userCount: 1 })).toBe('This role is assigned to 1 user and cannot be deleted');
    expect(roleDeleteBlocker({ builtIn: false, userCount: 0 })).toBeNull();
  });
});
