import type { Request, RequestHandler } from 'express';
import { verifyToken } from '../auth/jwt.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from './envelope.ts';

/** Who is calling, as `requireAuth` found it. `role` is the role's display name. */
export interface AuthContext {
  userId: number;
  role: string;
  email: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

/**
 * 401 'Unauthorized' unless the request carries `Authorization: Bearer <jwt>` with a valid
 * signature, an unexpired `exp`, and a subject that is still a user. The role and email
 * come from the database, so a changed role or deleted user takes effect at once.
 */
export function requireAuth({ db, config }: ApiDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await verifyToken(match[1], config.jwtSecret) : null;
    if (!claims) throw unauthorized();

    const user = await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'users.email', 'roles.name as roleName'])
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    if (!user) throw unauthorized();

    req.auth = { userId: user.id, role: user.roleName, email: user.email };
    next();
  };
}

/** 403 'Forbidden' unless the caller's role is one of `roleNames`. Use after requireAuth. */
export function requireRole(...roleNames: string[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) throw unauthorized();
    if (!roleNames.includes(req.auth.role)) throw new ApiError(403, 'Forbidden');
    next();
  };
}

/** The caller of a route guarded by requireAuth. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

function unauthorized(): ApiError {
  return new ApiError(401, 'Unauthorized');
}
