import { build } from 'esbuild';
import type { Context } from 'hono';

/**
 * Game page bundles: each game's client entry is bundled by esbuild on its first request and
 * kept in memory, so the games cost the site's first load nothing and need no build step of
 * their own. A CSS file the entry imports comes out beside it as `<game>.css`.
 */

interface Bundle {
  js: string;
  css: string;
  etag: string;
}

const builds = new Map<string, Promise<Bundle>>();

export async function bundleOf(entry: string): Promise<Bundle> {
  let pending = builds.get(entry);
  if (!pending) {
    pending = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      outdir: '/bundle',
      target: 'es2020',
      loader: { '.svg': 'text' },
      logLevel: 'silent',
    }).then((result) => {
      const text = (ext: string): string =>
        result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
      const js = text('.js');
      const css = text('.css');
      return { js, css, etag: `"${result.outputFiles.map((f) => f.hash).join('-')}"` };
    });
    // A failed build is not cached: the next request tries again (after the file was fixed).
    pending.catch(() => builds.delete(entry));
    builds.set(entry, pending);
  }
  return pending;
}

export function bundleRoute(games: ReadonlyMap<string, { client: string }>) {
  return async (c: Context): Promise<Response> => {
    const file = c.req.param('file') ?? '';
    const match = /^([A-Za-z0-9_-]+)\.(js|css)$/.exec(file);
    const game = match ? games.get(match[1] ?? '') : undefined;
    if (!match || !game) return c.text('Not found', 404);
    const bundle = await bundleOf(game.client);
    c.header('etag', bundle.etag);
    c.header('cache-control', 'no-cache');
    if (c.req.header('if-none-match') === bundle.etag) return c.body(null, 304);
    const css = match[2] === 'css';
    c.header('content-type', css ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    return c.body(css ? bundle.css : bundle.js);
  };
}
