import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadJson } from './load-json.ts';
import { listBrandIds } from './validate.ts';

export interface BrandSummary {
  id: string;
  name: string;
  merchantCode: string;
  defaultLanguage: string;
  languages: string[];
  built: boolean;
  /** False when brand.json cannot be read; the other fields are then best effort. */
  readable: boolean;
}

/** A quick overview; reads brand.json loosely so one broken brand does not hide the others. */
export async function listBrands(brandsDir: string, outDir: string): Promise<BrandSummary[]> {
  const ids = await listBrandIds(brandsDir);
  return Promise.all(
    ids.map(async (id) => {
      const loaded = await loadJson(join(brandsDir, id, 'brand.json'), id);
      const data = (loaded.ok ? loaded.doc.data : {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' ? v : '?');
      const languages = Array.isArray(data.languages)
        ? data.languages.map((l: unknown) => str((l as { type?: unknown } | null)?.type))
        : [];
      const built = await stat(join(outDir, id, 'index.html')).then(
        (s) => s.isFile(),
        () => false,
      );
      return {
        id,
        name: str(data.name),
        merchantCode: str(data.merchantCode),
        defaultLanguage: str(data.defaultLanguage),
        languages,
        built,
        readable: loaded.ok,
      };
    }),
  );
}

/** A plain aligned table: terminal width is unknown, so no truncation. */
export function formatBrandTable(brands: readonly BrandSummary[]): string {
  const rows = [
    ['ID', 'NAME', 'MERCHANT', 'DEFAULT', 'LANGUAGES', 'BUILT'],
    ...brands.map((b) => [
      b.id,
      b.readable ? b.name : '(unreadable brand.json)',
      b.merchantCode,
      b.defaultLanguage,
      b.languages.join(','),
      b.built ? 'yes' : 'no',
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
