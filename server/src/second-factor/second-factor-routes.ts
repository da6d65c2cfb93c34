import type { Hono } from 'hono';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import {
  secondFactorSms,
  secondFactorVerify,
  totpConfirm,
  totpSetup,
} from '../../../contract/second-factor.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { sessionOf } from '../session/authenticate.ts';
import { confirmTotp, setupTotp } from './authenticator.ts';
import { sendSecondFactorSms, verifySecondFactor } from './second-factor.ts';

/** Spec §4 second factor: answering a login challenge, and binding an authenticator. */
export function registerSecondFactorRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, secondFactorVerify, (input, call) => verifySecondFactor(input, call));
  registerEndpoint(app, secondFactorSms, async (input, call) => {
    await sendSecondFactorSms(input, call, call.c.req.header(LANGUAGE_HEADER));
    return null;
  });
  registerEndpoint(app, totpSetup, (_input, call) =>
    setupTotp(call.db, sessionOf(call).member, call.merchant),
  );
  registerEndpoint(app, totpConfirm, (input, call) =>
    confirmTotp(call.db, sessionOf(call).member, input.code),
  );
}
