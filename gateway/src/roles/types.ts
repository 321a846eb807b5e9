/** A role as /api/Roles returns it. */
export interface ApiRole {
  id: number;
  role: string;
  status: 'Active' | 'Inactive' | 'Pending';
  builtIn: boolean;
  userCount: number;
}
