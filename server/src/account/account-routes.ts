import type { Hono } from 'hono';
import { fundPasswordSet, referralInfo, securityInfo } from '../../../contract/account.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from '../session/authenticate.ts';
import { referralInfo as referralOf } from './referral.ts';
import { securityInfo as securityOf, setFundPassword } from './security.ts';

/** Spec §2.4 securityCenter (details, fund password) and referral. */
export function registerAccountRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, securityInfo, (_input, call) =>
    securityOf(call.db, sessionOf(call).member.id),
  );

  registerEndpoint(app, fundPasswordSet, ({ current, newFundPassword }, call) =>
    setFundPassword(call.db, sessionOf(call).member, current, newFundPassword),
  );

  registerEndpoint(app, referralInfo, ({ origin }, call) =>
    referralOf(call.db, sessionOf(call).member, origin),
  );
}
