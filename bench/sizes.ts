import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export async function fileSize(path: string): Promise<Size> {
  const data = await readFile(path);
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sum(sizes: Size[]): Size {
  return sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
