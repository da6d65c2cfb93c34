import { atom } from 'jotai';
import { type LoginResult } from '../../../contract/session.ts';
import { TOKEN_HEADER, bearer, isAgentRole } from '../../../contract/roles.ts';
import type { AnsweredCall, OutgoingCall } from './api/call.ts';
import { clearQueries } from './api/query.ts';

/** Spec §3 "Session storage": the keys the session lives under, one string each. */
export const SESSION_KEYS = [
  'token',
  'account',
  'nickname',
  'customerId',
  'merchant',
  'isAgent',
  'toUpline',
  'memberLabel',
] as const;

export interface Session {
  token: string;
  account: string;
  nickname: string;
  customerId: string;
  /** The numeric role of spec §6 (agents 1, 2, 41, 42; demo 4). */
  role: number;
  toUpline: boolean;
  memberLabels: string[];
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): SessionStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Some private modes throw on access; the visitor then simply stays logged out.
    return undefined;
  }
}

function parseLabels(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec §4: logged in when a token and an account are stored; a token without an account is
 * a leftover and is removed.
 */
export function readSession(storage: SessionStore | undefined = browserStorage()): Session | null {
  if (!storage) return null;
  const token = storage.getItem('token');
  const account = storage.getItem('account');
  if (!token || !account) {
    if (token) storage.removeItem('token');
    return null;
  }
  return {
    token,
    account,
    nickname: storage.getItem('nickname') ?? '',
    customerId: storage.getItem('customerId') ?? '',
    role: Number(storage.getItem('isAgent') ?? '0') || 0,
    toUpline: storage.getItem('toUpline') === 'true',
    memberLabels: parseLabels(storage.getItem('memberLabel')),
  };
}

export function writeSession(
  result: LoginResult,
  merchant: string,
  storage: SessionStore | undefined = browserStorage(),
): void {
  if (!storage) return;
  storage.setItem('token', result.token);
  storage.setItem('account', result.account);
  storage.setItem('nickname', result.nickname);
  storage.setItem('customerId', result.customerId);
  storage.setItem('merchant', merchant);
  storage.setItem('isAgent', String(result.isAgent));
  storage.setItem('toUpline', String(result.toUpline));
  storage.setItem('memberLabel', JSON.stringify(result.memberLabel.map((l) => l.labelName)));
}

/** Spec §4 logout: session storage is cleared, only the merchant stays. */
export function clearSessionStorage(
  storage: (SessionStore & Partial<Pick<Storage, 'key' | 'length'>>) | undefined = browserStorage(),
): void {
  if (!storage) return;
  const keys = new Set<string>([...SESSION_KEYS, 'platform']);
  if (storage.key && storage.length !== undefined) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.add(key);
    }
  }
  for (const key of keys) if (key !== 'merchant') storage.removeItem(key);
}

// Bumped on every write so the atoms re-read the storage, which stays the one source of truth.
const revisionAtom = atom(0);

export const sessionAtom = atom(
  (get) => {
    get(revisionAtom);
    return readSession();
  },
  (_get, set, next: { result: LoginResult; merchant: string } | null) => {
    if (next) writeSession(next.result, next.merchant);
    else clearSessionStorage();
    // Nothing read under the last session belongs to the next visitor.
    clearQueries();
    set(revisionAtom, (r) => r + 1);
  },
);

/**
 * Spec §4: a login whose password had to change completes with the change. Until then the
 * platform refused the token everything else (the header's balance and unread reads among
 * them), so those answers are dropped and every reader on screen reads again.
 */
export function completeLogin(): void {
  clearQueries();
}

export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? null);
export const isAgentAtom = atom((get) => {
  const session = get(sessionAtom);
  return session ? isAgentRole(session.role) : false;
});

/**
 * The `beforeSend` hook of call(): T endpoints carry `Authorization: Bearer <token>`.
 * It reads the storage directly so calls made outside React see the same session.
 */
export function sessionBeforeSend(outgoing: OutgoingCall, storage = browserStorage()): void {
  if (!outgoing.endpoint.token) return;
  const token = readSession(storage)?.token;
  if (token) outgoing.headers[TOKEN_HEADER] = bearer(token);
}

/** Fired on window when the platform says the token is no longer valid. */
export const SESSION_EXPIRED_EVENT = 'wl:session-expired';

/**
 * The `afterAnswer` hook of call(), the one place an expired session is handled: a
 * NOT_LOGGED_IN answer to any call made with a session ends it and asks the shell to open the
 * login popup. A logged-out visitor is never interrupted. Callers need do nothing but not
 * show NOT_LOGGED_IN as their own failure.
 */
export function sessionAfterAnswer(answer: AnsweredCall, storage = browserStorage()): void {
  if (answer.result.ok || answer.result.error.code !== 'NOT_LOGGED_IN') return;
  if (!readSession(storage)) return;
  clearSessionStorage(storage);
  clearQueries();
  globalThis.dispatchEvent?.(new Event(SESSION_EXPIRED_EVENT));
}
