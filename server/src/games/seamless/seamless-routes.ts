import type { Hono } from 'hono';
import { SEAMLESS_PATH_PREFIX } from '../../../../contract/vendor/seamless.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { VendorDirectory } from '../vendor-directory.ts';
import { answer } from './seamless-context.ts';
import { handleSeamless } from './seamless-service.ts';

/** Far above any seamless request; a larger body is refused before it is read whole. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /vendor/seamless/:vendor/:event, the platform's seamless wallet (seamless-service.ts).
 * Not a registerEndpoint call: no Merchant header, no session token, no envelope. The
 * vendor's signature over the raw body is the authentication, and the player id and game
 * session decide the merchant.
 */
export function seamlessRoutes(directory: VendorDirectory): (app: Hono<AppEnv>) => void {
  return (app) => {
    app.post(`${SEAMLESS_PATH_PREFIX}/:vendor/:event`, async (c) => {
      const services = c.get('services');
      const length = Number(c.req.header('content-length') ?? 0);
      const body = length > MAX_BODY_BYTES ? null : await c.req.text();
      if (body === null || body.length > MAX_BODY_BYTES) {
        return c.json({ ...answer('BAD_REQUEST'), message: 'The body is too large.' }, 413);
      }
      const outcome = await handleSeamless({
        db: services.db,
        directory,
        now: () => services.clock.now(),
        vendor: c.req.param('vendor'),
        event: c.req.param('event'),
        body,
        header: (name) => c.req.header(name),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(outcome.answer, outcome.httpStatus);
    });
  };
}
