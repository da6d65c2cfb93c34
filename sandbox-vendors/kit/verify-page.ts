import { htmlLang, isRtl, pageText, type TextKey } from '../i18n/page-text.ts';
import { escapeHtml as e } from './game-page.ts';
import { fairRng, seedHash, type Rng } from './provably-fair.ts';
import type { RoundRecord, SessionStore } from './sessions.ts';

/**
 * The verify page (GET, no script): from a server seed, a client seed, a nonce and the player's
 * choices it recomputes the round with the game's own math, and checks sha256(server seed)
 * against the hash the player saw before the round. `?round=<id>` fills the form from the
 * vendor's record of that round, the server seed included once it has been revealed.
 */

export interface ReplayInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The round's stream, fairRng(serverSeed, clientSeed, nonce). */
  rng: Rng;
  params: Record<string, string | number | boolean>;
}

interface VerifyGame {
  code: string;
  replay(input: ReplayInput): string[];
  replayParams?: Record<string, string | number | boolean>;
}

export interface VerifyPageInput {
  basePath: string;
  games: ReadonlyMap<string, VerifyGame>;
  sessions: SessionStore;
  query: Record<string, string>;
}

type Params = Record<string, string | number | boolean>;

function parseParams(text: string): Params | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const out: Params = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
        out[key] = item;
    }
    return out;
  } catch {
    return null;
  }
}

type Words = (key: TextKey, params?: Record<string, string | number>) => string;

function recordBlock(record: RoundRecord, revealed: boolean, t: Words): string {
  const state = t(revealed ? 'verify.revealed' : 'verify.notRevealed');
  const line = t('verify.record', {
    game: `<b dir="ltr">${e(record.game)}</b>`,
    stake: record.stake,
    payout: record.payout,
    currency: e(record.currency),
  });
  return `<section class="result"><h2>${e(t('verify.round', { id: record.id }))}</h2>
<p>${line}</p>
<p>${e(t('verify.recorded', { detail: record.detail }))}</p>
<p>${e(t('verify.hashBefore'))}: <code dir="ltr">${e(record.serverSeedHash)}</code></p>
<p>${e(state)}</p></section>`;
}

export function verifyPage(input: VerifyPageInput): string {
  const q = input.query;
  // The game page links here with ?lang= (the session's language); the form keeps it.
  const language = q['lang'] ?? 'EN';
  const t: Words = (key, params) => pageText(language, key, params);
  const bad = (text: string): string => `<section class="result bad">${e(text)}</section>`;
  const record = q['round'] ? input.sessions.findRound(q['round']) : undefined;
  const revealedSeed = record ? input.sessions.revealedSeed(record.serverSeedHash) : null;
  const game = q['game'] ?? record?.game ?? [...input.games.keys()][0] ?? '';
  const serverSeed = q['serverSeed'] ?? revealedSeed ?? '';
  const clientSeed = q['clientSeed'] ?? record?.clientSeed ?? '';
  const nonceText = q['nonce'] ?? (record ? String(record.nonce) : '');
  const expectedHash = q['hash'] ?? record?.serverSeedHash ?? '';
  const defaults = input.games.get(game)?.replayParams ?? {};
  const paramsText = q['params'] ?? JSON.stringify(record?.params ?? defaults);

  let result = '';
  if (q['round'] && !record) {
    result = bad(t('verify.unknownRound', { round: q['round'] }));
  } else if (record) {
    result = recordBlock(record, revealedSeed !== null, t);
  }
  const verifyGame = input.games.get(game);
  const nonce = Number(nonceText);
  const params = parseParams(paramsText);
  if (serverSeed && clientSeed && nonceText !== '') {
    if (!verifyGame) result += bad(t('verify.unknownGame', { game }));
    else if (!Number.isSafeInteger(nonce) || nonce < 0) result += bad(t('verify.badNonce'));
    else if (!params) result += bad(t('verify.badParams'));
    else {
      const hash = seedHash(serverSeed);
      const matches = expectedHash === '' ? null : hash === expectedHash.toLowerCase();
      const lines = verifyGame.replay({
        serverSeed,
        clientSeed,
        nonce,
        params,
        rng: fairRng(serverSeed, clientSeed, nonce),
      });
      const check =
        matches === null
          ? `<p>${e(t('verify.noHash'))}</p>`
          : matches
            ? `<p class="ok">${e(t('verify.match'))}</p>`
            : `<p class="bad">${e(t('verify.mismatch'))}</p>`;
      // The replay lines are the game's own record text (English, like bet records).
      result += `<section class="result" id="replay"><h2>${e(t('verify.recomputed'))}</h2>
<p dir="ltr">sha256(server seed) = <code>${hash}</code></p>${check}
<pre dir="ltr">${lines.map((line) => e(line)).join('\n')}</pre></section>`;
    }
  }

  const options = [...input.games.keys()]
    .map(
      (code) => `<option value="${e(code)}"${code === game ? ' selected' : ''}>${e(code)}</option>`,
    )
    .join('');
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const field = (key: TextKey, name: string, value: string, extra = ''): string =>
    `<label>${e(t(key))} <input name="${name}" value="${e(value)}" dir="ltr"${extra}></label>`;
  return `<!doctype html><html lang="${e(htmlLang(language))}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t('fair.verifyAny'))}</title>
<link rel="stylesheet" href="${e(input.basePath)}/verify.css"></head><body><main>
<h1>${e(t('fair.verifyAny'))}</h1>
<p>${e(t('verify.intro'))}</p>
<form method="get" action="${e(input.basePath)}/verify">
<input type="hidden" name="lang" value="${e(language)}">
<label>${e(t('verify.game'))} <select name="game" dir="ltr">${options}</select></label>
${field('verify.serverSeed', 'serverSeed', serverSeed, ' autocomplete="off"')}
${field('verify.hashBefore', 'hash', expectedHash, ' autocomplete="off"')}
${field('fair.clientSeed', 'clientSeed', clientSeed, ' autocomplete="off"')}
${field('fair.nonce', 'nonce', nonceText, ' inputmode="numeric"')}
${field('verify.params', 'params', paramsText)}
<button type="submit">${e(t('verify.submit'))}</button>
</form>${result}</main></body></html>`;
}

export const VERIFY_CSS = `body{font:15px/1.5 system-ui,sans-serif;background:#0e1330;color:#e8ecff;margin:0;padding:24px}
main{max-width:760px;margin:auto}h1{font-size:22px}form{display:grid;gap:10px;background:#181f4a;padding:16px;border-radius:12px}
label{display:grid;gap:4px;font-size:13px;color:#aab3e6}input,select{font:14px ui-monospace,monospace;padding:8px;border-radius:8px;border:1px solid #36408a;background:#0e1330;color:#fff}
button{padding:10px;border:0;border-radius:8px;background:#ffc83d;color:#1b1400;font-weight:700;cursor:pointer}
.result{margin-top:18px;background:#181f4a;padding:16px;border-radius:12px;word-break:break-all}.ok{color:#5be38a}.bad{color:#ff6b6b}
pre{white-space:pre-wrap;font:13px ui-monospace,monospace}`;
