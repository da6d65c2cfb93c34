import { defineConfig } from 'vitest/config';

// Unit and server tests. E2E lives in e2e/ with its own config because it needs a built site.
export default defineConfig({
  test: {
    include: ['{contract,generator,cli,runtime,server,scripts,sandbox-vendors}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**'],
    environment: 'node',
    setupFiles: ['runtime/src/testing/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
