import { readdir, readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requestHost } from '../http/client-ip.ts';
import { isLocalHost } from '../http/host.ts';
import { contentType, extensionOf, isCompressible, isHashedName } from './content-types.ts';
import { acceptedEncodings, FileCache } from './file-cache.ts';

export interface SiteBrand {
  id: string;
  /** Lower-case host names from brand.json. */
  domains: readonly string[];
}

export interface SiteOptions {
  distDir: string;
  /** In the order given to the server; the first is the default site. */
  brands: readonly SiteBrand[];
  /**
   * Compress every file in the background at start, so the first visitor does not wait for
   * brotli's top quality (hundreds of ms for a large chunk).
   */
  warm?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The generator's bookkeeping, not part of the site. */
const PRIVATE_FILES = new Set(['build-report.json']);
export const DEFAULT_SITE_CSP =
  "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'";

/**
 * Serves `<distDir>/<brandId>/` for the brand the host names (`<id>.localhost` or one of its
 * domains); with one brand, or on a plain loopback host, the default brand. Hashed files are
 * cached for a year, everything else revalidates (ETag); paths without an extension get the
 * SPA's HTML (pageFile: the home page's own, or the shell's) so the routes survive a reload.
 */
export function createSiteHandler(options: SiteOptions) {
  const files = new FileCache();
  const csp = new Map<string, { stamp: number; value: string }>();

  const pickBrand = (host: string): SiteBrand | undefined =>
    options.brands.find((b) => host === `${b.id}.localhost` || b.domains.includes(host)) ??
    (options.brands.length === 1 || isLocalHost(host) ? options.brands[0] : undefined);

  const policyFor = async (brandId: string): Promise<string> => {
    const report = join(options.distDir, brandId, 'build-report.json');
    const info = await stat(report).catch(() => undefined);
    if (!info) return DEFAULT_SITE_CSP;
    const known = csp.get(brandId);
    if (known?.stamp === info.mtimeMs) return known.value;
    let value = DEFAULT_SITE_CSP;
    try {
      const parsed = JSON.parse(await readFile(report, 'utf8')) as { csp?: unknown };
      if (typeof parsed.csp === 'string' && parsed.csp.trim() !== '')
        value = withFrameAncestors(parsed.csp);
    } catch {
      // A half-written report (a build in progress) keeps the strict default until it is whole.
    }
    csp.set(brandId, { stamp: info.mtimeMs, value });
    return value;
  };

  if (options.warm) {
    void (async () => {
      for (const brand of options.brands) await warm(files, join(options.distDir, brand.id));
    })();
  }

  return async (c: Context<AppEnv>): Promise<Response> => {
    const brand = pickBrand(requestHost(c, c.var.services.trustProxy));
    if (!brand) return c.text('No brand is served at this host.', 404);
    c.set('brandId', brand.id);
    c.header('Content-Security-Policy', await policyFor(brand.id));

    const root = join(options.distDir, brand.id);
    const relative = safeRelativePath(c.req.path);
    if (relative === undefined) return c.text('Bad path.', 400);
    const isPage = relative === '' || extensionOf(relative) === '';
    if (relative.split('/').some((part) => part.startsWith('.')) || PRIVATE_FILES.has(relative)) {
      return c.text('Not found.', 404);
    }

    let path = isPage ? join(root, pageFile(relative)) : join(root, relative);
    let file = await files.get(path);
    if (!file && extensionOf(relative) === 'html') {
      // Old links such as /register.html (spec §2.1) are app routes too.
      path = join(root, APP_HTML);
      file = await files.get(path);
    }
    if (!file && path.endsWith(APP_HTML)) {
      // A site built before app.html existed serves index.html for every route.
      path = join(root, 'index.html');
      file = await files.get(path);
    }
    if (!file) return c.text('Not found.', 404);

    const hashed = !isPage && isHashedName(relative) && !path.endsWith('.html');
    c.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    c.header('ETag', file.etag);
    const compressible = isCompressible(path);
    if (compressible) c.header('Vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);

    c.header('Content-Type', contentType(path));
    if (!compressible) return c.body(bytes(file.body));
    const { body, encoding } = await files.encode(
      path,
      file,
      acceptedEncodings(c.req.header('accept-encoding')),
    );
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(bytes(body));
  };
}

/** The HTML of every route but the home page: its splash, not the home page's hero. */
const APP_HTML = 'app.html';
/** The home page's paths (spec §2.1: `/index`), whose index.html holds the prerendered hero. */
const HOME_PAGES = new Set(['', 'index']);

/**
 * Which HTML a page path gets: the home page's index.html carries its hero in the HTML
 * (generator/prerender-home.ts), so it paints before any script; every other route starts
 * from app.html's splash, since a hero there would flash before the route's own page.
 */
function pageFile(relative: string): string {
  return HOME_PAGES.has(relative.replace(/\/+$/, '').toLowerCase()) ? 'index.html' : APP_HTML;
}

/** A view of the Buffer's bytes, without copying them per response. */
function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}

async function warm(files: FileCache, root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !isCompressible(path)) continue;
    try {
      const file = await files.get(path);
      if (!file) continue;
      // One call per encoding: each compresses and keeps its own form.
      await files.encode(path, file, ['br']);
      await files.encode(path, file, ['gzip']);
    } catch {
      // Warming is an optimisation; a request compresses on demand if it did not get here.
    }
  }
}

/** The request path as a path inside the site, or undefined if it tries to leave it. */
function safeRelativePath(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const normalized = normalize(`/${decoded}`).replaceAll(sep, '/');
  if (normalized.split('/').includes('..')) return undefined;
  return normalized.replace(/^\/+/, '');
}

function withFrameAncestors(policy: string): string {
  const trimmed = policy.trim().replace(/;$/, '');
  return /(^|;)\s*frame-ancestors\b/.test(trimmed) ? trimmed : `${trimmed}; frame-ancestors 'none'`;
}

/** Fails fast at start when a served brand has not been built. */
export async function assertBuilt(distDir: string, brandId: string): Promise<void> {
  const index = join(distDir, brandId, 'index.html');
  const info = await stat(index).catch(() => undefined);
  if (!info?.isFile()) {
    throw new Error(`Brand ${brandId} is not built; run whitelabel build --brand ${brandId}.`);
  }
}
