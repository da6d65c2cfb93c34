import * as v from 'valibot';
import { signedHeaders } from '../../../contract/vendor/signing.ts';
import type { WalletProtocol } from '../../../contract/games.ts';

/**
 * How the platform reaches one game vendor (DESIGN "Outside services"): its wallet protocol,
 * the secret both sides sign with (contract/vendor/signing.ts), where its API lives and how to
 * send it a request. A real vendor's `fetch` is the global fetch; a sandbox vendor mounted in
 * this process answers through its own app's fetch, still as HTTP requests and responses.
 */
export interface VendorConnection {
  /** The platform's vendor code (platform.json vendors[].code). */
  code: string;
  protocol: WalletProtocol;
  secret: string;
  /** The vendor API's base; VENDOR_PATHS are appended to it. */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /**
   * The time the platform signs its calls to this vendor with, when it is not the system's:
   * the in-process sandbox vendors share a moved test clock with the platform.
   */
  now?: () => number;
}

/** The vendors this server can reach; a vendor in a brand's seed but not here is unavailable. */
export interface VendorDirectory {
  get(code: string): VendorConnection | undefined;
  codes(): string[];
}

export const NO_VENDORS: VendorDirectory = { get: () => undefined, codes: () => [] };

export function vendorDirectory(connections: readonly VendorConnection[]): VendorDirectory {
  const byCode = new Map(connections.map((connection) => [connection.code, connection]));
  return { get: (code) => byCode.get(code), codes: () => [...byCode.keys()] };
}

/** Why a vendor call gave no usable answer: no answer in time, a network failure, a bad answer. */
export class VendorCallError extends Error {
  constructor(
    readonly vendor: string,
    readonly reason: 'TIMEOUT' | 'NETWORK' | 'BAD_ANSWER',
    message: string,
  ) {
    super(message);
    this.name = 'VendorCallError';
  }
}

/**
 * One signed JSON POST to the vendor, its answer checked against `answer`. A timeout, a
 * network failure or an answer of the wrong shape throws VendorCallError: for a transfer the
 * caller cannot tell whether the vendor acted, and must ask it by id (the reconciler).
 */
export async function callVendor<S extends v.GenericSchema>(
  vendor: VendorConnection,
  path: string,
  body: unknown,
  answer: S,
  options: { timeoutMs?: number; now?: number } = {},
): Promise<v.InferOutput<S>> {
  const text = JSON.stringify(body);
  const headers = await signedHeaders(
    vendor.code,
    vendor.secret,
    text,
    options.now ?? vendor.now?.() ?? Date.now(),
  );
  const request = new Request(`${vendor.baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: text,
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
  });
  let response: Response;
  try {
    response = await vendor.fetch(request);
  } catch (e: unknown) {
    const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new VendorCallError(
      vendor.code,
      timeout ? 'TIMEOUT' : 'NETWORK',
      `${vendor.code} ${path}: ${timeout ? 'no answer in time' : String(e)}`,
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new VendorCallError(
      vendor.code,
      'BAD_ANSWER',
      `${vendor.code} ${path}: not JSON (HTTP ${response.status})`,
    );
  }
  const parsed = v.safeParse(answer, json);
  if (!parsed.success) {
    throw new VendorCallError(
      vendor.code,
      'BAD_ANSWER',
      `${vendor.code} ${path}: unexpected answer (HTTP ${response.status})`,
    );
  }
  return parsed.output;
}
