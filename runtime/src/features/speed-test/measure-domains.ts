/** One domain's result: its round trip in milliseconds, or null when it did not answer. */
export interface DomainSpeed {
  domain: string;
  ms: number | null;
}

/** Where the page itself was loaded from (window.location in the browser). */
export interface Here {
  protocol: string;
  hostname: string;
  origin: string;
}

/**
 * The small file timed on a domain: robots.txt, which every built brand serves. The page's own
 * host keeps its origin (port included), so the test works on a developer's machine too.
 */
export function probeUrl(domain: string, here: Here, nonce: string): string {
  const base =
    domain.toLowerCase() === here.hostname.toLowerCase()
      ? here.origin
      : `${here.protocol}//${domain}`;
  return `${base}/robots.txt?speed=${encodeURIComponent(nonce)}`;
}

export interface Timer {
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  now: () => number;
}

/** A domain that takes longer than this is as good as unreachable for a player. */
export const PROBE_TIMEOUT_MS = 5000;
/** Tries per domain; the best counts, so one slow packet does not condemn a domain. */
const TRIES = 2;

/**
 * Times fetches of the probe on one domain. `no-cors` because another domain's file is opaque
 * to us: only the time it took matters, not what it says.
 */
export async function timeDomain(domain: string, here: Here, timer: Timer): Promise<DomainSpeed> {
  let best: number | null = null;
  for (let i = 0; i < TRIES; i++) {
    const start = timer.now();
    try {
      await timer.fetch(probeUrl(domain, here, `${start}-${i}`), {
        mode: 'no-cors',
        cache: 'no-store',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
    } catch {
      continue;
    }
    const ms = Math.max(1, Math.round(timer.now() - start));
    best = best === null ? ms : Math.min(best, ms);
  }
  return { domain, ms: best };
}

/** One domain after another: timed side by side they would slow each other down. */
export async function measureDomains(
  domains: readonly string[],
  here: Here,
  timer: Timer,
  onResult: (result: DomainSpeed) => void,
): Promise<void> {
  for (const domain of domains) onResult(await timeDomain(domain, here, timer));
}

/** The domain that answered quickest, if any answered. */
export function fastestDomain(results: readonly DomainSpeed[]): string | null {
  let best: DomainSpeed | null = null;
  for (const r of results) {
    if (r.ms !== null && (best === null || best.ms === null || r.ms < best.ms)) best = r;
  }
  return best?.domain ?? null;
}
