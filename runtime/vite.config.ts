import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dictionaryParts } from './build/dictionary-parts-plugin.ts';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
let reachable: Set<string> | undefined;

/** Whether a module is in the entry's static import graph (computed once per build). */
function reachesFromEntry(id: string, ctx: ModuleGraph): boolean {
  if (!reachable) {
    const seen = new Set<string>();
    const queue = [ENTRY];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    reachable = seen;
  }
  return id !== ENTRY && reachable.has(id);
}

/**
 * The runtime is built once for every brand: nothing here may depend on a brand.
 * The generator reads the manifest to render each brand's index.html.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [
    react(),
    dictionaryParts(),
    // A watch or a second build in one process sees a new module graph.
    { name: 'wl-entry-graph', buildStart: () => void (reachable = undefined) },
  ],
  build: {
    manifest: true,
    // Phones in the field: iOS Safari 14+ and Android Chrome 87+ (ES2020 modules).
    target: ['es2020', 'safari14', 'chrome87', 'firefox78', 'edge88'],
    // Standalone builds land outside the sources; the generator passes its own outDir.
    outDir: fileURLToPath(new URL('../dist/runtime', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports statically is fetched on every first load anyway;
              // left alone, the bundler splits the part lazy pages share into a dozen small
              // chunks, each a request (and on HTTP/1.1 a queue slot) before the first paint.
              name: (id, ctx) => (reachesFromEntry(id, ctx) ? 'shell' : null),
            },
          ],
        },
      },
    },
  },
});
