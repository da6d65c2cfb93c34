import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';

/**
 * Copies the assets a brand references to `brand/<name>.<hash8>.<ext>`: content-hashed names
 * can be cached forever, and a changed logo gets a new URL without any purge.
 * Returns asset path (as written in brand.json) → public URL.
 */
export async function copyBrandAssets(
  brandDir: string,
  paths: readonly string[],
  siteDir: string,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  await mkdir(join(siteDir, 'brand'), { recursive: true });
  await Promise.all(
    paths.map(async (path) => {
      const bytes = await readFile(join(brandDir, path));
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      const ext = extname(path);
      const name = `${basename(path, ext)}.${hash}${ext}`;
      await writeFile(join(siteDir, 'brand', name), bytes);
      urls.set(path, `/brand/${name}`);
    }),
  );
  return urls;
}
