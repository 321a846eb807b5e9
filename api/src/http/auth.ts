import type { Request, RequestHandler } from 'express';
import { verifyToken } from '../auth/jwt.ts';
import { roleNameCan } from '../auth/roles.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from './envelope.ts';
import type { CachedSession, SessionCache } from './sessionCache.ts';

/** Who is calling, as `requireAuth` found it. `role` is the role's display name. */
export interface AuthContext {
  userId: number;
  role: string;
  email: string;
}

/** The token a request came with (what a sign-out revokes). */
export interface PresentedToken {
  tokenId: string;
  expiresAt: Date;
}

declare global {
  namespace Express {
    interface Request {
      auth?: AuthContext;
      presentedToken?: PresentedToken;
    }
  }
}

/**
 * 401 'Unauthorized' unless the request carries `Authorization: Bearer <jwt>` with a valid
 * signature, an unexpired `exp`, a subject that is still a user, and that user's current token
 * version (a password change or sign-out revokes earlier tokens). The role and email come from
 * the database, so a changed role or deleted user takes effect at once. The database's answer is
 * remembered for a few seconds per token (http/sessionCache.ts), and forgotten on every write.
 */
export function requireAuth({ db, config, sessions }: ApiDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await verifyToken(match[1], config.jwtSecret) : null;
    if (!claims) throw unauthorized();

    const user = await currentSession(sessions, claims.tokenId, claims.version, () =>
      db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.id', 'users.email', 'users.token_version', 'roles.name as roleName'])
        .where('users.id', '=', claims.userId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_tokens').select('token_id').where('token_id', '=', claims.tokenId))))
        .executeTakeFirst(),
    );
    if (!user || user.userId !== claims.userId || user.tokenVersion !== claims.version) throw unauthorized();

    req.auth = { userId: user.userId, role: user.role, email: user.email };
    req.presentedToken = { tokenId: claims.tokenId, expiresAt: claims.expiresAt };
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

/** The caller of a route guarded by requireAuth, as the repositories' visibility rules take it. */
export function viewerOf(req: Request): Viewer {
  const { userId, email, role } = authOf(req);
  return { userId, email, isAdmin: roleNameCan(role, 'administer') };
}

type SessionRow = { id: number; email: string; token_version: number; roleName: string } | undefined;

/** The database's answer about a token, from the cache when it is fresh. */
async function currentSession(
  sessions: SessionCache,
  tokenId: string,
  version: number,
  lookUp: () => Promise<SessionRow>,
): Promise<CachedSession | null> {
  const cached = sessions.get(tokenId, version);
  if (cached !== undefined) return cached;
  const generation = sessions.generation;
  const row = await lookUp();
  const session = row ? { userId: row.id, email: row.email, role: row.roleName, tokenVersion: row.token_version } : null;
  sessions.set(tokenId, version, session, generation);
  return session;
}

function unauthorized(): ApiError {
  return new ApiError(401, 'Unauthorized');
}
