import { encryptPayload } from '../../../../contract/crypto.ts';
import { PlatformError } from '../../../../contract/errors.ts';
import { systemStatus, type PermissionInfo } from '../../../../contract/system.ts';
import { call, type CallConfig, type OutgoingCall } from './call.ts';

export type BeforeSend = (outgoing: OutgoingCall) => void | Promise<void>;

/**
 * One `beforeSend` out of several, run in order, each seeing what the ones before it did.
 * Boot composes the session token and the `E` encryption this way:
 * `composeBeforeSend(sessionBeforeSend, encryptPayloads(serverKey.get))`.
 */
export function composeBeforeSend(
  ...hooks: readonly (BeforeSend | undefined)[]
): NonNullable<CallConfig['beforeSend']> {
  return async (outgoing) => {
    for (const hook of hooks) await hook?.(outgoing);
  };
}

/** The server's public key and how far the server's clock is ahead of this device's. */
export interface ServerKey {
  publicKey: string;
  clockOffsetMs: number;
}

/**
 * Where the encryption hook gets the server key: remembered from the status answer at boot,
 * or, when none was remembered (a boot retry), asked for once with a fresh status call.
 */
export function createServerKeySource(
  fetchStatus: () => Promise<PermissionInfo> = () =>
    call(systemStatus, { url: globalThis.location.host }),
) {
  let key: Promise<ServerKey> | undefined;
  return {
    remember(status: Pick<PermissionInfo, 'publicKey' | 'serverTime'>, receivedAt = Date.now()) {
      key = Promise.resolve({
        publicKey: status.publicKey,
        clockOffsetMs: status.serverTime - receivedAt,
      });
    },
    get(): Promise<ServerKey> {
      if (!key) {
        const asked = fetchStatus().then((status) => ({
          publicKey: status.publicKey,
          clockOffsetMs: status.serverTime - Date.now(),
        }));
        // A failed ask is not remembered: the next E call tries again.
        asked.catch(() => (key = undefined));
        key = asked;
      }
      return key;
    },
  };
}

export const serverKey = createServerKeySource();

/**
 * The `beforeSend` of `E` calls (login, register, change password): replaces the payload
 * with its sealed form `{ k, iv, ct, ts, n }` (contract/crypto.ts), timed in server time so
 * a wrong device clock does not make the server refuse it as stale.
 */
export function encryptPayloads(getKey: () => Promise<ServerKey> = serverKey.get): BeforeSend {
  return async (outgoing) => {
    if (!outgoing.endpoint.encrypted) return;
    const { publicKey, clockOffsetMs } = await getKey();
    if (!publicKey) {
      throw new PlatformError('UNKNOWN', { message: 'The server published no encryption key.' });
    }
    outgoing.payload = {
      ...(await encryptPayload(publicKey, outgoing.payload ?? {}, {
        path: outgoing.endpoint.path,
        now: Date.now() + clockOffsetMs,
      })),
    };
  };
}
