import type { Hono } from 'hono';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { PlatformError } from '../../../contract/errors.ts';
import { lotteryLaunch } from '../../../contract/lottery.ts';
import { languageOf } from '../games/game-store.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { playTypeOf } from './catalogue.ts';
import {
  DIRECT_VENDOR,
  lotteryOffer,
  lotteryVendors,
  SEA_VENDOR,
  type Offered,
} from './prize-modes.ts';

/** The site path of the lottery page on a game and play type (spec §2.1), or its lobby. */
function lotteryPath(params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null) query.set(key, value);
  const text = query.toString();
  return text === '' ? '/lottery' : `/lottery?${text}`;
}

/**
 * Spec §4 lottery start, answered for the site to follow (the platform runs every lottery, so
 * each answer is a path of the site's own /lottery page, never another origin):
 * - TCG_SEA opens the Vietnamese ("sea") lottery lobby: lottoArea VN, prize mode SEA, view lobby;
 * - GPI starts its game directly: the asked game (else its first) on its play type, view betting;
 * - any other lottery vendor goes to /lottery, on the asked game and play type when given.
 */
export function registerLotteryLaunch(app: Hono<AppEnv>): void {
  registerEndpoint(app, lotteryLaunch, (input, call) => {
    if (!lotteryVendors(call.merchant).some((vendor) => vendor.code === input.vendor)) {
      throw new PlatformError('GAME_UNAVAILABLE');
    }
    const offer = lotteryOffer(call.merchant).filter((offered) => offered.vendor === input.vendor);
    let chosen: Offered | undefined;
    if (input.gameCode !== undefined) {
      chosen = offer.find((offered) => offered.game.code === input.gameCode);
      if (!chosen) throw new PlatformError('GAME_NOT_FOUND');
    }
    const mode =
      input.vendor === SEA_VENDOR
        ? 'SEA_LOBBY'
        : input.vendor === DIRECT_VENDOR
          ? 'DIRECT'
          : 'LOBBY';
    if (mode === 'DIRECT') chosen ??= offer[0];
    if (mode === 'DIRECT' && !chosen) throw new PlatformError('GAME_UNAVAILABLE');
    let playType: string | null = null;
    if (chosen) {
      if (input.playType !== undefined && !playTypeOf(chosen.game, input.playType)) {
        throw new PlatformError('BAD_REQUEST', {
          message: `playType: ${chosen.game.code} has no play type ${input.playType}.`,
        });
      }
      playType = input.playType ?? chosen.game.defaultPlayType;
    }
    const gameCode = chosen?.game.code ?? null;
    const sea = mode === 'SEA_LOBBY';
    return {
      mode,
      url: lotteryPath({
        ...(sea ? { lottoArea: 'VN', prizeMode: 'SEA' } : {}),
        gameCode,
        playType,
      }),
      lottoArea: sea ? 'VN' : null,
      launchMode: 'LOTT',
      prizeMode: sea ? 'SEA' : (chosen?.mode ?? offer[0]?.mode ?? null),
      lottoGameCode: gameCode ?? (sea ? (offer[0]?.game.code ?? null) : null),
      lottoView: sea || !chosen ? 'lobby' : 'betting',
      device: input.device ?? 'desktop',
      backUrl: input.backUrl ?? '/',
      language: languageOf(input.language, call.c.req.header(LANGUAGE_HEADER)),
    } as const;
  });
}
