/**
 * What every sandbox game bundle shares in the browser: the page's facts (from <body> data
 * attributes, see kit/game-page.ts), JSON calls to its own game API, and the messages to the
 * site that frames it. Vanilla DOM, no framework: the bundle stays a few kilobytes.
 */

export interface PageFacts {
  base: string;
  game: string;
  session: string;
  lobby: string;
  lang: string;
}

export function pageFacts(): PageFacts {
  const data = document.body.dataset;
  return {
    base: data['base'] ?? '',
    game: data['game'] ?? '',
    session: data['session'] ?? '',
    lobby: data['lobby'] ?? '',
    lang: data['lang'] ?? 'en',
  };
}

/** The framing site refreshes its header balance. */
export function notifyBalance(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'wl:balance' }, '*');
}

/** Back to the lobby: the framing site closes the game; a bare tab goes to the lobby URL. */
export function leave(lobby: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'wl:leave' }, '*');
  else if (/^https?:\/\//.test(lobby) || lobby.startsWith('/')) window.location.assign(lobby);
}

export function wireBackButton(facts: PageFacts): void {
  document.getElementById('wl-back')?.addEventListener('click', () => leave(facts.lobby));
}

export class GameApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GameApiError';
  }
}

/** POST `<base>/game/<session>/<action>` with a JSON body; throws GameApiError on a refusal. */
export async function gameCall<T>(
  facts: PageFacts,
  action: string,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(
    `${facts.base}/game/${encodeURIComponent(facts.session)}/${action}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  if (!response.ok || json.error) {
    throw new GameApiError(
      json.error ?? `HTTP_${response.status}`,
      json.message ?? 'Something went wrong.',
    );
  }
  return json as T;
}

/** Minor units as the session's currency shows them (2 decimals for USD, none for VND). */
export function formatMoney(minor: number, minorUnits: number, code: string): string {
  const major = minor / 10 ** minorUnits;
  return `${major.toLocaleString('en-US', { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits })} ${code}`;
}

/** An element with classes and children, without innerHTML (the CSP-friendly way). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}
