import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The runtime is built once for every brand: nothing here may depend on a brand.
 * The generator reads the manifest to render each brand's index.html.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    manifest: true,
    // Phones in the field: iOS Safari 14+ and Android Chrome 87+ (ES2020 modules).
    target: ['es2020', 'safari14', 'chrome87', 'firefox78', 'edge88'],
    // Standalone builds land outside the sources; the generator passes its own outDir.
    outDir: fileURLToPath(new URL('../dist/runtime', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 2048,
  },
});
