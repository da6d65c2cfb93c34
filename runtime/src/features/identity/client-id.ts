const KEY = 'clientId';

/**
 * The random id of this browser tab (contract/captcha.ts): it ties an image captcha, a
 * slider and the failed-login count to this visitor. Kept for the tab's life.
 */
export function clientId(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  let id: string | null = null;
  try {
    id = storage.getItem(KEY);
  } catch {
    // Private modes may refuse storage; a fresh id per page load still works.
  }
  if (id && /^[A-Za-z0-9_-]{16,64}$/.test(id)) return id;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    storage.setItem(KEY, id);
  } catch {
    // As above.
  }
  return id;
}
