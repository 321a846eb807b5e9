/**
 * Who is asking, as the data layer sees it: what its visibility and ownership rules need (an Admin
 * sees everything; anyone else their own rows). Routes build it with `viewerOf(req)` (http/auth.ts).
 */
export interface Viewer {
  userId: number;
  email: string;
  isAdmin: boolean;
}
