import type { Hono } from 'hono';
import {
  captchaImage,
  captchaQuestion,
  sandboxCaptchaAnswer,
  sliderChallenge,
  sliderVerify,
} from '../../../contract/captcha.ts';
import type { AppEnv, Services } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { outboxMerchant } from '../providers/outbox-merchant.ts';
import { issueCaptchaQuestion } from './captcha-question.ts';
import {
  issueImageCaptcha,
  issueSliderChallenge,
  randomCaptchaText,
  verifySlider,
} from './captcha-service.ts';
import { sandboxSliderProvider, type SliderCaptchaProvider } from './slider-provider.ts';

/** Answers the sandbox keeps for its reader; the oldest go first, so memory stays bounded. */
const SANDBOX_ANSWERS_KEPT = 1000;

/**
 * GET /wps/captcha and /captcha/question, POST /wps/captcha/slider and /slider/verify; in
 * sandbox mode also GET /wps/sandbox/captcha, which reads back the latest picture's answer
 * (kept in memory, never in the database, and only while sandbox mode is on).
 */
export function captchaRoutes(provider: SliderCaptchaProvider = sandboxSliderProvider) {
  return (app: Hono<AppEnv>, services?: Pick<Services, 'sandbox'>): void => {
    const answers = services?.sandbox ? new Map<string, string>() : undefined;
    registerEndpoint(app, captchaImage, async ({ clientId }, call) => {
      const text = randomCaptchaText();
      const image = await issueImageCaptcha(call.db, call.merchant.id, clientId, call.clientIp, {
        text,
      });
      if (answers) {
        const key = `${call.merchant.id}:${clientId}`;
        answers.delete(key);
        answers.set(key, text);
        const oldest = answers.keys().next();
        if (answers.size > SANDBOX_ANSWERS_KEPT && !oldest.done) answers.delete(oldest.value);
      }
      return image;
    });
    registerEndpoint(app, captchaQuestion, ({ clientId }, call) =>
      issueCaptchaQuestion(call.db, call.merchant.id, clientId, call.clientIp),
    );
    registerEndpoint(app, sliderChallenge, ({ clientId }, call) =>
      issueSliderChallenge(call.db, call.merchant.id, clientId, call.clientIp, { provider }),
    );
    registerEndpoint(app, sliderVerify, async (attempt, call) => ({
      token: await verifySlider(call.db, call.merchant.id, attempt, { provider }),
    }));
    if (answers) {
      registerEndpoint(
        app,
        sandboxCaptchaAnswer,
        ({ clientId }, call) => answers.get(`${call.merchant.id}:${clientId}`) ?? null,
        { merchantOf: outboxMerchant(sandboxCaptchaAnswer.input) },
      );
    }
  };
}

export const registerCaptchaRoutes = captchaRoutes();
