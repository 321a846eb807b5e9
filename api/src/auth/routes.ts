import { Router } from 'express';
import type { ApiDeps } from '../deps.ts';
import { ApiError, sendOk } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { findCredentialsByEmail } from '../users/repository.ts';
import { signToken } from './jwt.ts';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords.ts';
import { loginBody } from './schemas.ts';

export interface LoginResult {
  token: string;
  role: string;
  emailAddress: string;
  userId: number;
  fullName: string;
}

export function authRouter({ db, config }: ApiDeps): Router {
  const router = Router();

  router.post('/api/Authentication/login', async (req, res) => {
    const { email, password } = parseBody(loginBody, req);
    const user = await findCredentialsByEmail(db, email);
    // Compare even for an unknown email so response time does not reveal which emails exist.
    const matches = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
    if (!user || !matches) throw new ApiError(401, 'Invalid Email and Password');

    const token = await signToken({ userId: user.id, role: user.role_name, email: user.email }, config.jwtSecret);
    const result: LoginResult = {
      token,
      role: user.role_name,
      emailAddress: user.email,
      userId: user.id,
      fullName: user.full_name,
    };
    sendOk(res, result, 'Login successful');
  });

  return router;
}
