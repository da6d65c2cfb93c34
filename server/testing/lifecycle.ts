import { afterAll, beforeAll } from 'vitest';

/**
 * Opens a test app before the tests of the enclosing describe block and closes it after them
 * (`close` runs first, for end-of-block checks). The answer stands for the app: each property
 * read goes to the app beforeAll opened, so a block writes `const t = useApp(...)` instead of
 * a `let` and two hooks.
 */
export function useApp<A extends { dispose(): Promise<void> }>(
  open: () => Promise<A>,
  close?: (app: A) => Promise<void>,
): A {
  let app: A | undefined;
  beforeAll(async () => {
    app = await open();
  });
  afterAll(async () => {
    if (!app) return;
    try {
      await close?.(app);
    } finally {
      await app.dispose();
    }
  });
  return new Proxy({} as A, {
    get: (_target, key) => {
      if (!app) throw new Error('The test app was used before beforeAll opened it.');
      return Reflect.get(app, key) as unknown;
    },
  });
}
