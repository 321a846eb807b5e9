// What other features may use of roles: the roles table the Users screen shows in its Roles tab.
export { RolesTable } from './RolesTable';
