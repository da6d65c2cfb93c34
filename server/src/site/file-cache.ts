import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export interface StaticFile {
  body: Buffer;
  etag: string;
  /** Compressed bodies, made on first request (or read from file.br / file.gz beside it). */
  encoded: Map<Encoding, Buffer>;
}

/** Small files only: below this, compression headers cost more than they save. */
const MIN_COMPRESS_BYTES = 1024;
/** The built site is a few MB; this bounds memory if dist holds something unexpected. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Static files held in memory with their compressed forms, checked against the file's size
 * and mtime on each request so a rebuild (whitelabel dev) is picked up without a restart.
 */
export class FileCache {
  readonly #files = new Map<string, StaticFile & { stamp: string; bytes: number }>();
  #bytes = 0;

  /** The file, or undefined when it is missing or not a regular file. */
  async get(path: string): Promise<StaticFile | undefined> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const stamp = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const cached = this.#files.get(path);
    if (cached?.stamp === stamp) return cached;
    const body = await readFile(path);
    const file = { body, etag: `W/"${stamp}"`, encoded: new Map(), stamp, bytes: body.length };
    this.#remember(path, file);
    return file;
  }

  /** The body in the best encoding the client accepts, compressing once and keeping it. */
  async encode(
    path: string,
    file: StaticFile,
    accepted: readonly Encoding[],
  ): Promise<{ body: Buffer; encoding: Encoding | undefined }> {
    if (file.body.length < MIN_COMPRESS_BYTES) return { body: file.body, encoding: undefined };
    for (const encoding of accepted) {
      let body = file.encoded.get(encoding);
      if (!body) {
        const suffix = encoding === 'br' ? '.br' : '.gz';
        body =
          (await readFile(path + suffix).catch(() => undefined)) ??
          (await compress(file.body, encoding));
        file.encoded.set(encoding, body);
        this.#bytes += body.length;
      }
      if (body.length < file.body.length) return { body, encoding };
    }
    return { body: file.body, encoding: undefined };
  }

  #remember(path: string, file: StaticFile & { stamp: string; bytes: number }): void {
    const previous = this.#files.get(path);
    if (previous) this.#bytes -= previous.bytes;
    if (this.#bytes + file.bytes > MAX_CACHE_BYTES) {
      this.#files.clear();
      this.#bytes = 0;
    }
    this.#files.set(path, file);
    this.#bytes += file.bytes;
  }
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  // Quality 11 is slow but runs once per file version; phones on slow links gain every time.
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Encodings the client accepts, best first (br before gzip; q=0 means refused). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  const all = accepted.has('*');
  return (['br', 'gzip'] as const).filter((encoding) => all || accepted.has(encoding));
}
