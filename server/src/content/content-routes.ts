import type { Hono } from 'hono';
import { banners } from '../../../contract/content.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

export function registerContentRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, banners, ({ group }, call) =>
    (call.merchant.settings.banners ?? []).filter((banner) => banner.groupName === group),
  );
}
