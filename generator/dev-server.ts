import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ResolvedBrand } from '../contract/brand.ts';
import { LANGUAGES } from '../contract/languages.ts';
import { formatProblems, type Problem } from './problem.ts';
import { renderBrandHead, renderRobots, renderWebManifest } from './render.ts';
import { resolveBrand } from './resolve-brand.ts';
import { DEFAULT_RUNTIME, type RuntimeSource } from './runtime-build.ts';
import { checkBrand } from './validate.ts';

export interface DevOptions {
  brandsDir: string;
  id: string;
  port: number;
  host: string;
  runtime?: RuntimeSource;
  /** Starts the platform API the dev server proxies /wps, /lgw, /sandbox and /vendor to. */
  startPlatform: (port: number) => Promise<{ url: string; close(): Promise<void> }>;
  log?: (line: string) => void;
}

export type DevResult =
  | { ok: false; problems: Problem[] }
  | { ok: true; url: string; apiUrl: string; close(): Promise<void> };

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/** Dev serves assets unhashed from the brand folder, so editing a logo shows on reload. */
const devAssetUrl = (path: string) => `/brand/${path.replace(/^assets\//, '')}`;

async function resolveForDev(brandsDir: string, id: string) {
  const check = await checkBrand(brandsDir, id);
  return check.brand
    ? { ok: true as const, dir: check.dir, brand: resolveBrand(check.brand, devAssetUrl) }
    : { ok: false as const, problems: check.problems };
}

/**
 * Injects the same brand head as the build (brand JSON, theme style, status script) into the
 * runtime's index.html, serves the brand's files, and reloads the page when brand.json changes.
 */
function brandPlugin(brandsDir: string, id: string, initial: ResolvedBrand, dir: string): Plugin {
  let brand = initial;
  return {
    name: 'whitelabel-brand',
    configureServer(server: ViteDevServer) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!normalize(file).startsWith(normalize(dir) + sep)) return;
        void resolveForDev(brandsDir, id).then((next) => {
          if (!next.ok) {
            server.config.logger.warn(formatProblems(next.problems));
            return;
          }
          brand = next.brand;
          server.ws.send({ type: 'full-reload' });
        });
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const send = (type: string, body: string | Buffer) => {
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        };
        if (url === '/manifest.webmanifest')
          return send('application/manifest+json', renderWebManifest(brand));
        if (url === '/robots.txt') return send('text/plain; charset=utf-8', renderRobots(brand));
        if (!url.startsWith('/brand/')) return next();
        const file = normalize(
          join(dir, 'assets', decodeURIComponent(url.slice('/brand/'.length))),
        );
        if (!file.startsWith(join(dir, 'assets') + sep)) return next();
        readFile(file).then(
          (bytes) =>
            send(
              CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
              bytes,
            ),
          () => next(),
        );
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const language = LANGUAGES[brand.defaultLanguage];
        return html
          .replace(/<html[^>]*>/, `<html lang="${language.locale}" dir="${language.dir}">`)
          .replace(/\s*<title>[\s\S]*?<\/title>/, '')
          .replace(/\s*<\/head>/, `\n${renderBrandHead(brand)}  </head>`);
      },
    },
  };
}

export async function startDev(options: DevOptions): Promise<DevResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const first = await resolveForDev(options.brandsDir, options.id);
  if (!first.ok) return { ok: false, problems: first.problems };

  const platform = await options.startPlatform(options.port + 1);
  const { createServer } = await import('vite');
  let vite: ViteDevServer;
  try {
    vite = await createServer({
      configFile: (options.runtime ?? DEFAULT_RUNTIME).configFile,
      server: {
        port: options.port,
        host: options.host,
        strictPort: true,
        proxy: {
          '/wps': platform.url,
          '/lgw': platform.url,
          // Game pages, thumbnails and the vendors' wallet calls live on the platform too.
          '/sandbox': platform.url,
          '/vendor': platform.url,
        },
      },
      plugins: [brandPlugin(options.brandsDir, options.id, first.brand, first.dir)],
    });
    await vite.listen();
  } catch (e: unknown) {
    await platform.close();
    if (e instanceof Error && /already in use/i.test(e.message)) {
      throw Object.assign(
        new Error(`Port ${options.port} is already in use; choose another with --port.`),
        { code: 'EADDRINUSE' },
      );
    }
    throw e;
  }
  const url = vite.resolvedUrls?.local[0] ?? `http://${options.host}:${options.port}/`;
  log(`dev: ${options.id} at ${url} (API ${platform.url})`);
  return {
    ok: true,
    url,
    apiUrl: platform.url,
    close: async () => {
      await vite.close();
      await platform.close();
    },
  };
}
