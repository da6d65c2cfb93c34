import type { Hono } from 'hono';
import { captchaImage, sliderChallenge, sliderVerify } from '../../../contract/captcha.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { issueImageCaptcha, issueSliderChallenge, verifySlider } from './captcha-service.ts';
import { sandboxSliderProvider, type SliderCaptchaProvider } from './slider-provider.ts';

/** GET /wps/captcha, POST /wps/captcha/slider and /slider/verify. */
export function captchaRoutes(provider: SliderCaptchaProvider = sandboxSliderProvider) {
  return (app: Hono<AppEnv>): void => {
    registerEndpoint(app, captchaImage, ({ clientId }, call) =>
      issueImageCaptcha(call.db, call.merchant.id, clientId, call.clientIp),
    );
    registerEndpoint(app, sliderChallenge, ({ clientId }, call) =>
      issueSliderChallenge(call.db, call.merchant.id, clientId, call.clientIp, { provider }),
    );
    registerEndpoint(app, sliderVerify, async (attempt, call) => ({
      token: await verifySlider(call.db, call.merchant.id, attempt, { provider }),
    }));
  };
}

export const registerCaptchaRoutes = captchaRoutes();
