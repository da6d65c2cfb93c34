import { defineConfig } from 'vitest/config';

// E2E: a real `whitelabel build` and `startServer` on a loopback port, driven in Debian's Chromium.
// One fork, files in sequence: the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
