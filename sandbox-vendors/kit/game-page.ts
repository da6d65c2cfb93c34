import { htmlLang, isRtl, pageText } from '../i18n/page-text.ts';

/**
 * The HTML shell every sandbox game page is: no external resource and no inline script (the
 * CSP allows only this origin), the game's own bundle and stylesheet, and the facts the bundle
 * needs as data attributes on <body>. The bundle talks to the site around it through
 * kit/client/frame.ts: `{ type: 'wl:balance' }` after each round (the site refreshes its
 * header balance), `{ type: 'wl:leave' }` from the back button.
 */

/** Only this origin: scripts, styles, images and API calls. Inline styles are refused too. */
export const GAME_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  // The site frames the game; nobody else should.
  'frame-ancestors *',
].join('; ');

export interface GamePageInput {
  title: string;
  /** BCP 47 language of the page (htmlLang of the session's language). */
  lang: string;
  /** Writing direction: rtl for Urdu. */
  dir: 'ltr' | 'rtl';
  basePath: string;
  game: string;
  session: string;
  lobbyUrl: string;
  scriptUrl: string;
  styleUrl: string | null;
  /** Text of the back button. */
  backLabel: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderGamePage(input: GamePageInput): string {
  const e = escapeHtml;
  const style = input.styleUrl ? `<link rel="stylesheet" href="${e(input.styleUrl)}">` : '';
  return `<!doctype html>
<html lang="${e(input.lang)}" dir="${input.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<meta name="referrer" content="no-referrer">
<title>${e(input.title)}</title>
${style}
<script type="module" src="${e(input.scriptUrl)}"></script>
</head>
<body data-base="${e(input.basePath)}" data-game="${e(input.game)}" data-session="${e(input.session)}" data-lobby="${e(input.lobbyUrl)}" data-lang="${e(input.lang)}">
<button type="button" id="wl-back" class="wl-back" aria-label="${e(input.backLabel)}">${input.dir === 'rtl' ? '›' : '‹'} ${e(input.backLabel)}</button>
<main id="game" aria-live="polite"></main>
</body>
</html>`;
}

/** The page a stale or unknown game link gets, in the player's language. */
export function renderEndedPage(language: string): string {
  const e = escapeHtml;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${e(htmlLang(language))}" dir="${dir}"><meta charset="utf-8"><title>${e(pageText(language, 'kit.sessionEnded'))}</title><p>${e(pageText(language, 'error.sessionExpired'))}</p></html>`;
}
