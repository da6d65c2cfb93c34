import type { Hono } from 'hono';
import { freePlayLogin, login, logout } from '../../../contract/session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from './authenticate.ts';
import { freePlay } from './free-play.ts';
import { passwordLogin, smsLogin } from './login.ts';
import { revokeSession } from './session-store.ts';

/** Spec §7 session calls: login (password or SMS), free play, logout. */
export function registerSessionRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, login, (input, call) =>
    input.type === 'username' ? passwordLogin(input, call) : smsLogin(input, call),
  );
  registerEndpoint(app, freePlayLogin, (input, call) => freePlay(input, call));
  registerEndpoint(app, logout, async (_input, call) => {
    await revokeSession(call.db, sessionOf(call).tokenHash);
    return null;
  });
}
