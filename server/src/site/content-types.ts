const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

/** Types worth compressing; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = new Set([
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'webmanifest',
  'txt',
  'xml',
  'svg',
  'ico',
  'wasm',
  'ttf',
]);

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function contentType(path: string): string {
  return TYPES[extensionOf(path)] ?? 'application/octet-stream';
}

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extensionOf(path));
}

/**
 * Whether a file name carries a content hash (index-BxY12abc.js, logo.1a2b3c4d.svg), so it
 * can be cached for a year: a changed file gets a new name. The hash segment must hold a
 * digit or a capital letter, so plain words (service-worker.js, my-component.js) never
 * count; a hash missed this way only costs a revalidation, a false match would be stale.
 */
export function isHashedName(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const match = /[.-]([A-Za-z0-9_-]{8,})\.[A-Za-z0-9]+$/.exec(name);
  const hash = match?.[1];
  return hash !== undefined && /[0-9A-Z]/.test(hash);
}
