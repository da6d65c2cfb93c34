import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { storeCaptchaAnswer, type Clock } from './captcha-service.ts';

export interface CaptchaQuestion {
  a: number;
  b: number;
}

/**
 * The image captcha's text alternative (issue 10, "Accessible"): "What is a plus b?", which a
 * screen reader reads out and the runtime words in the visitor's language. It replaces the
 * client's live captcha, so it shares the picture's limits (one a second per client, the
 * per-IP cap), its single guess and its expiry, and the answer goes in the same `captcha`
 * field that login and register already check on the server.
 *
 * Honest about its strength: a script reads this as easily as a person, so it only keeps the
 * login limits (which count every attempt) in charge; it exists so that nobody is locked out
 * for not seeing a picture.
 */
export async function issueCaptchaQuestion(
  db: Queryable,
  merchantId: number,
  clientId: string,
  ip: string | undefined,
  {
    now,
    question = { a: 2 + randomInt(8), b: 2 + randomInt(8) },
  }: Clock & {
    question?: CaptchaQuestion;
  } = {},
): Promise<CaptchaQuestion> {
  await storeCaptchaAnswer(db, merchantId, clientId, ip, String(question.a + question.b), now);
  return question;
}
