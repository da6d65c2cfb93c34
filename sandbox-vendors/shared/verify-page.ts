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

function recordBlock(record: RoundRecord, revealed: boolean): string {
  const state = revealed
    ? 'The server seed of this round has been revealed: the form below is filled with it.'
    : "The server seed of this round is not revealed yet. It is revealed when you rotate your seed in the game's fairness panel, or automatically after a few more rounds; come back then.";
  return `<section class="result"><h2>Round ${e(record.id)}</h2>
<p>Game <b>${e(record.game)}</b> · stake ${record.stake} · payout ${record.payout} (${e(record.currency)} minor units)</p>
<p>Recorded: ${e(record.detail)}</p>
<p>Server seed hash shown before the round: <code>${e(record.serverSeedHash)}</code></p>
<p>${state}</p></section>`;
}

export function verifyPage(input: VerifyPageInput): string {
  const q = input.query;
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
    result = `<section class="result bad">No round ${e(q['round'])} is known here (rounds are kept in memory while the vendor runs).</section>`;
  } else if (record) {
    result = recordBlock(record, revealedSeed !== null);
  }
  const verifyGame = input.games.get(game);
  const nonce = Number(nonceText);
  const params = parseParams(paramsText);
  if (serverSeed && clientSeed && nonceText !== '') {
    if (!verifyGame) result += `<section class="result bad">Unknown game ${e(game)}.</section>`;
    else if (!Number.isSafeInteger(nonce) || nonce < 0)
      result += '<section class="result bad">The nonce is a whole number from 0.</section>';
    else if (!params)
      result += '<section class="result bad">The choices are a JSON object.</section>';
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
          ? '<p>No hash to compare with: paste the hash you were shown to check it.</p>'
          : matches
            ? '<p class="ok">✔ sha256(server seed) matches the hash shown before the round.</p>'
            : '<p class="bad">✘ sha256(server seed) does not match the hash shown before the round.</p>';
      result += `<section class="result" id="replay"><h2>Recomputed</h2>
<p>sha256(server seed) = <code>${hash}</code></p>${check}
<pre>${lines.map((line) => e(line)).join('\n')}</pre></section>`;
    }
  }

  const options = [...input.games.keys()]
    .map(
      (code) => `<option value="${e(code)}"${code === game ? ' selected' : ''}>${e(code)}</option>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Verify a round</title>
<link rel="stylesheet" href="${e(input.basePath)}/verify.css"></head><body><main>
<h1>Verify a round</h1>
<p>Every round's numbers are HMAC-SHA256(server seed, "client seed:nonce:block"). Before the round you saw sha256(server seed); once the seed is revealed, anyone can recompute the round here.</p>
<form method="get" action="${e(input.basePath)}/verify">
<label>Game <select name="game">${options}</select></label>
<label>Server seed (revealed) <input name="serverSeed" value="${e(serverSeed)}" autocomplete="off"></label>
<label>Server seed hash shown before the round <input name="hash" value="${e(expectedHash)}" autocomplete="off"></label>
<label>Client seed <input name="clientSeed" value="${e(clientSeed)}" autocomplete="off"></label>
<label>Nonce <input name="nonce" value="${e(nonceText)}" inputmode="numeric"></label>
<label>Your choices (JSON) <input name="params" value="${e(paramsText)}"></label>
<button type="submit">Recompute</button>
</form>${result}</main></body></html>`;
}

export const VERIFY_CSS = `body{font:15px/1.5 system-ui,sans-serif;background:#0e1330;color:#e8ecff;margin:0;padding:24px}
main{max-width:760px;margin:auto}h1{font-size:22px}form{display:grid;gap:10px;background:#181f4a;padding:16px;border-radius:12px}
label{display:grid;gap:4px;font-size:13px;color:#aab3e6}input,select{font:14px ui-monospace,monospace;padding:8px;border-radius:8px;border:1px solid #36408a;background:#0e1330;color:#fff}
button{padding:10px;border:0;border-radius:8px;background:#ffc83d;color:#1b1400;font-weight:700;cursor:pointer}
.result{margin-top:18px;background:#181f4a;padding:16px;border-radius:12px;word-break:break-all}.ok{color:#5be38a}.bad{color:#ff6b6b}
pre{white-space:pre-wrap;font:13px ui-monospace,monospace}`;
