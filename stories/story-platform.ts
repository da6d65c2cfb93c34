import type { LoginResult } from '../contract/session.ts';
import { configureCall } from '../runtime/src/app/api/call.ts';
import { writeSession } from '../runtime/src/app/session.ts';
import { fail, fakePlatform, ok, type Handler } from '../runtime/src/testing/fake-platform.ts';
import auroraPlatform from '../brands/aurora/platform.json';
import lotusPlatform from '../brands/lotus/platform.json';
import type { BrandId } from './story-site.ts';

const W = 300;
const H = 150;
const PIECE = 48;
const GAP_X = 196;
const PIECE_Y = 56;

const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  )}`;

/** A stand-in puzzle drawn here, so the widget can be tried in Storybook without a server. */
const challenge = () => ({
  id: `story-${Date.now()}`,
  width: W,
  height: H,
  pieceY: PIECE_Y,
  background: svg(
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#4e4376"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#g)"/><circle cx="70" cy="40" r="30" fill="#ffffff22"/><circle cx="240" cy="120" r="44" fill="#ffffff18"/>` +
      `<rect id="gap" x="${GAP_X}" y="${PIECE_Y}" width="${PIECE}" height="${PIECE}" rx="6" fill="#00000088" stroke="#fff" stroke-width="2"/>`,
    W,
    H,
  ),
  piece: svg(
    `<rect x="1" y="1" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="#6f86d6" stroke="#fff" stroke-width="2"/>`,
    PIECE,
    PIECE,
  ),
});

const captchaPicture = svg(
  `<rect width="120" height="44" fill="#f4f4f4"/><text x="14" y="31" font-family="monospace" font-size="24" fill="#334" transform="rotate(-4 60 22)">7K4Q</text>`,
  120,
  44,
);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const storyLogin: LoginResult = {
  token: 'story-token',
  account: 'lucky888',
  nickname: 'Lucky',
  customerId: 'c-1',
  isAgent: 1,
  toUpline: false,
  memberLabel: [{ labelName: 'VIP 3' }],
  firstTimeLogin: false,
  passwordExpired: false,
};

/** Points call() at a fake platform that answers like the reference server for `brand`. */
export function storyPlatform(brand: BrandId, routes: Record<string, Handler> = {}): void {
  const platform = brand === 'lotus' ? lotusPlatform : auroraPlatform;
  const { fetch } = fakePlatform({
    'POST /wps/captcha/slider': () => ok(challenge()),
    'POST /wps/captcha/slider/verify': (body) =>
      Math.abs((body as { x: number }).x - GAP_X) <= 6
        ? ok({ token: 'ok' })
        : fail('CAPTCHA_FAILED'),
    'GET /wps/captcha': () => ok(captchaPicture),
    'GET /wps/system/setting/register': () => ok(platform.register),
    'GET /wps/agent/affiliate': () => ok({ accepted: true }),
    'POST /wps/session/login': async () => {
      await wait(400);
      return fail('BAD_CREDENTIALS', { captcha: true });
    },
    'POST /wps/verification/sms/register': async () => {
      await wait(600);
      return ok({ message: 'sent' });
    },
    'GET /wps/member/info': async () => {
      await wait(800);
      return ok({
        id: 'm1',
        account: storyLogin.account,
        nickname: storyLogin.nickname,
        type: 1,
        toUpline: false,
        clubLabel: null,
        memberLabel: storyLogin.memberLabel,
        sumBalance: 12_345_600,
      });
    },
    'DELETE /wps/session/logout': () => ok(null),
    ...routes,
  });
  configureCall({ apiBase: '', merchant: brand.toUpperCase(), language: 'EN', fetch });
}

/** A logged-in session in this tab, for the header stories. */
export function storySession(role = storyLogin.isAgent): void {
  writeSession({ ...storyLogin, isAgent: role }, 'STORY');
}
