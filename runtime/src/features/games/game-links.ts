import type { WalletProtocol } from '../../../../contract/games.ts';

/**
 * A platform path ("/img/games/x.svg") as the browser must fetch it: beside the API when the
 * brand's API lives elsewhere, as is when it is already absolute.
 */
export function platformUrl(path: string, apiBase: string | undefined): string {
  if (/^(https?:|data:|blob:)/i.test(path) || !apiBase) return path;
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A transfer vendor's launch: move this much from main first (spec §3 confirmTrans), once. */
export interface TransferChoice {
  transferAmount: number;
  idempotencyKey: string;
}

/** What the game page needs to show a launched game; travels in /game's query string. */
export interface GameFrameTarget {
  url: string;
  name: string;
  vendor: string;
  vendorName: string;
  protocol: WalletProtocol;
  /** Played for fun: no money at stake, no transfer back. */
  demo: boolean;
}

/** The /game address of a launched game (a reload keeps the game on screen). */
export function gamePagePath(target: GameFrameTarget): string {
  const params = new URLSearchParams({
    url: target.url,
    name: target.name,
    vendor: target.vendor,
    vendorName: target.vendorName,
    protocol: target.protocol,
  });
  if (target.demo) params.set('demo', '1');
  return `/game?${params.toString()}`;
}

/** The game of a /game query string, or null when it names no game address one may frame. */
export function readGamePage(search: URLSearchParams): GameFrameTarget | null {
  const url = search.get('url');
  if (!url || !/^(https?:\/\/|\/)/i.test(url)) return null;
  const protocol = search.get('protocol') === 'TRANSFER' ? 'TRANSFER' : 'SEAMLESS';
  return {
    url,
    name: search.get('name') ?? '',
    vendor: search.get('vendor') ?? '',
    vendorName: search.get('vendorName') ?? '',
    protocol,
    demo: search.get('demo') === '1',
  };
}

/** The origin a game frame's messages must come from (its address's, resolved on this page). */
export function frameOrigin(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Phones get the vendor's mobile client. */
export function clientType(): 'desktop' | 'mobile' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 720px)').matches
    ? 'mobile'
    : 'desktop';
}
