import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// A tiny stand-in for runtime/vite.config.ts so generator tests build in well under a second.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  build: { manifest: true, emptyOutDir: true },
});
