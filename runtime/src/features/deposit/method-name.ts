import type { MessageKey, Translate } from '../../i18n/i18n.tsx';

/**
 * Deposit methods the dictionaries name, by method code (the seed's `money.deposit.methods[].id`).
 * The tile, the records table and the pending notice all read the name from here, so one
 * method has one name on every screen, in the reader's language.
 */
const METHOD_KEYS: Readonly<Record<string, MessageKey>> = {
  bank: 'depositMethod.bank',
  ewallet: 'depositMethod.ewallet',
  qr: 'depositMethod.qr',
  momo: 'depositMethod.momo',
  vietqr: 'depositMethod.vietqr',
};

/** The dictionary key of a method's name, or undefined for a code no dictionary names yet. */
export function methodNameKey(methodId: string): MessageKey | undefined {
  return Object.hasOwn(METHOD_KEYS, methodId) ? METHOD_KEYS[methodId] : undefined;
}

/** A method's name to show: the dictionary's, else `fallback` (the seed's name, or its type). */
export function methodName(t: Translate, methodId: string, fallback: string): string {
  const key = methodNameKey(methodId);
  return key ? t(key) : fallback;
}
