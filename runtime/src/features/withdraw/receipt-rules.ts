import type { MessageKey, MessageParams } from '../../i18n/i18n.tsx';
import { parseAmount, type Currency } from '../../app/money.ts';

/** Spec §5 images: PNG or JPEG, at most 5 MB. */
export const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export type Check<T> =
  { ok: true; value: T } | { ok: false; key: MessageKey; params?: MessageParams };

/** Whether a chosen file may be sent as the proof of a missing payment. */
export function checkProofFile<F extends Pick<File, 'type' | 'size'>>(
  file: F | undefined,
): Check<F> {
  if (!file) return { ok: false, key: 'error.PROOF_REQUIRED' };
  if (!PROOF_TYPES.includes(file.type)) return { ok: false, key: 'receipt.proofType' };
  if (file.size > PROOF_MAX_BYTES)
    return { ok: false, key: 'receipt.proofSize', params: { max: 5 } };
  if (file.size === 0) return { ok: false, key: 'receipt.proofEmpty' };
  return { ok: true, value: file };
}

/** "Partly received": more than nothing and less than the whole withdrawal. */
export function checkPartAmount(text: string, whole: number, currency: Currency): Check<number> {
  if (text.trim() === '') return { ok: false, key: 'receipt.partRequired' };
  const amount = parseAmount(text, currency);
  if (amount === null || amount <= 0) return { ok: false, key: 'error.AMOUNT_INVALID' };
  if (amount >= whole) return { ok: false, key: 'receipt.partTooMuch' };
  return { ok: true, value: amount };
}

/** The file as a data URL, the shape withdrawConfirm takes. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
