import { ApiError } from '../http/envelope.ts';
import type { RefusalErrors } from '../http/refusals.ts';
import type { RoleNotAssignable } from './repository.ts';

/** How the forms that give a role (user form, invitation, registration) answer one they cannot give. */
export function roleAssignmentErrors(missingMessage: string): RefusalErrors<RoleNotAssignable> {
  return {
    'role-missing': () => new ApiError(400, missingMessage, { role: missingMessage }),
    'role-inactive': ({ name, status }) => {
      const message = `The role ${name} is ${status.toLowerCase()} and cannot be assigned`;
      return new ApiError(400, message, { role: message });
    },
  };
}
