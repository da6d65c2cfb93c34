import type { Hono } from 'hono';
import { registerAccountRoutes } from './account/account-routes.ts';
import { registerAgentRoutes } from './agent/agent-routes.ts';
import { registerBackofficeRoutes } from './backoffice/backoffice-routes.ts';
import { registerCaptchaRoutes } from './captcha/captcha-routes.ts';
import { registerContentRoutes } from './content/content-routes.ts';
import { registerContractRoutes } from './contracts/contract-routes.ts';
import { depositRoutes } from './deposit/deposit-routes.ts';
import { registerGameRoutes } from './games/game-routes.ts';
import { registerHistoryRoutes } from './history/history-routes.ts';
import { registerLotteryRoutes } from './lottery/lottery-routes.ts';
import type { AppEnv, Services } from './http/app-env.ts';
import { registerMemberRoutes } from './member/member-routes.ts';
import { registerMessageRoutes } from './messages/message-routes.ts';
import { passwordRoutes } from './password/password-routes.ts';
import { registerSecondFactorRoutes } from './second-factor/second-factor-routes.ts';
import { registerSessionRoutes } from './session/session-routes.ts';
import { socialRoutes } from './social/social-routes.ts';
import { registerSportsRoutes } from './sportsbook/sports-routes.ts';
import { registerSystemRoutes } from './system/system-routes.ts';
import { verificationRoutes } from './verification/verification-routes.ts';
import { registerWalletRoutes } from './wallet/wallet-routes.ts';
import { registerWithdrawalRoutes } from './withdrawal/withdrawal-routes.ts';

/**
 * Every area's route registration, in one list: adding an area is a folder under
 * server/src/ and one line here. createApp mounts them before the API's NOT_FOUND catch-all
 * and the site, which must come last because Hono matches routes in registration order.
 * Areas that talk to an outside service take it from the server's providers (never a
 * module-level sandbox default), so the sandbox is there only in sandbox mode.
 */
export const AREA_ROUTES: readonly ((app: Hono<AppEnv>, services: Services) => void)[] = [
  registerSystemRoutes,
  registerSessionRoutes,
  registerSecondFactorRoutes,
  registerMemberRoutes,
  registerCaptchaRoutes,
  (app, { providers }) => verificationRoutes({ provider: providers.sms })(app),
  (app, { providers }) => passwordRoutes({ provider: providers.email })(app),
  (app, { providers }) => socialRoutes({ providers: providers.social })(app),
  registerContentRoutes,
  (app, { providers }) => depositRoutes({ gateway: providers.payment })(app),
  registerWalletRoutes,
  registerAccountRoutes,
  registerHistoryRoutes,
  registerGameRoutes,
  registerSportsRoutes,
  registerLotteryRoutes,
  registerMessageRoutes,
  registerWithdrawalRoutes,
  registerBackofficeRoutes,
  registerAgentRoutes,
  registerContractRoutes,
];
