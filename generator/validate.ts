import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { BrandConfig } from '../contract/generated/brand.ts';
import type { PlatformSeed } from '../contract/generated/platform.ts';
import { fontWarnings } from './brand-fonts.ts';
import { brandCrossChecks, platformCrossChecks } from './cross-checks.ts';
import { BrandNotFoundError } from './errors.ts';
import { loadJson, locate, type JsonDocument } from './load-json.ts';
import { nameRuleWarnings } from './name-rules.ts';
import { legalChecks } from './legal-pages-check.ts';
import type { Problem } from './problem.ts';
import { schemaProblems } from './schema-problems.ts';

/** The outcome of checking one brand folder; `brand`/`platform` are set only when it is valid. */
export interface BrandCheck {
  id: string;
  dir: string;
  problems: Problem[];
  /** Worth the operator's attention but not wrong: reported, never failing a build. */
  warnings: Problem[];
  brand?: BrandConfig;
  platform?: PlatformSeed;
  brandDoc?: JsonDocument;
}

/** Brand ids are the folders under brandsDir that hold a brand.json. */
export async function listBrandIds(brandsDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(brandsDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const ids: string[] = [];
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    if (await isFile(join(brandsDir, e.name, 'brand.json'))) ids.push(e.name);
  }
  return ids.sort();
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Throws BrandNotFoundError naming the known brands, because a typo'd id is the usual cause. */
export async function requireBrand(brandsDir: string, id: string): Promise<string> {
  const dir = join(brandsDir, id);
  if (await isFile(join(dir, 'brand.json'))) return dir;
  throw new BrandNotFoundError(id, await listBrandIds(brandsDir));
}

export async function checkBrand(brandsDir: string, id: string): Promise<BrandCheck> {
  const dir = await requireBrand(brandsDir, id);
  const display = (name: string) => relative(process.cwd(), join(dir, name)) || name;
  const problems: Problem[] = [];
  const check: BrandCheck = { id, dir, problems, warnings: [] };

  const brandFile = await loadJson(join(dir, 'brand.json'), display('brand.json'));
  if (brandFile.ok) {
    check.brandDoc = brandFile.doc;
    problems.push(...(await schemaProblems(brandFile.doc, 'brand')));
    problems.push(...(await brandCrossChecks(brandFile.doc, id, dir)));
    const legal = await legalChecks(dir, brandFile.doc.data, display);
    problems.push(...legal.problems);
    check.warnings.push(...legal.warnings);
    check.warnings.push(...fontWarnings(brandFile.doc));
  } else {
    problems.push(brandFile.problem);
  }

  const platformFile = await loadJson(join(dir, 'platform.json'), display('platform.json'));
  if (platformFile.ok) {
    problems.push(...(await schemaProblems(platformFile.doc, 'platform')));
    problems.push(...platformCrossChecks(platformFile.doc));
    const brandData: unknown = brandFile.ok ? brandFile.doc.data : undefined;
    const language =
      typeof brandData === 'object' && brandData !== null && 'defaultLanguage' in brandData
        ? brandData.defaultLanguage
        : undefined;
    if (typeof language === 'string') {
      check.warnings.push(...nameRuleWarnings(platformFile.doc, language));
    }
  } else {
    problems.push(platformFile.problem);
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  if (problems.length === 0 && brandFile.ok && platformFile.ok) {
    check.brand = brandFile.doc.data as BrandConfig;
    check.platform = platformFile.doc.data as PlatformSeed;
  }
  return check;
}

/** Checks several brands, plus what must hold across them: merchant codes and domains unique. */
export async function checkBrands(
  brandsDir: string,
  ids: readonly string[],
): Promise<BrandCheck[]> {
  const checks = await Promise.all(ids.map((id) => checkBrand(brandsDir, id)));
  const owners = new Map<string, string>();
  for (const check of checks) {
    const doc = check.brandDoc;
    const data = doc?.data as Partial<BrandConfig> | undefined;
    if (!doc || !data) continue;
    const claims: [string, string, string][] = [];
    if (typeof data.merchantCode === 'string') {
      claims.push([
        `merchant code "${data.merchantCode}"`,
        '/merchantCode',
        `merchant:${data.merchantCode.toLowerCase()}`,
      ]);
    }
    (Array.isArray(data.domains) ? data.domains : []).forEach((d, i) => {
      if (typeof d === 'string') claims.push([`domain "${d}"`, `/domains/${i}`, `domain:${d}`]);
    });
    for (const [what, pointer, key] of claims) {
      const owner = owners.get(key);
      if (owner === undefined) {
        owners.set(key, check.id);
        continue;
      }
      check.problems.push({
        file: doc.file,
        pointer,
        ...locate(doc, pointer),
        message: `${what} is already used by brand "${owner}"`,
        hint: 'every brand needs its own, because one server picks the brand by it',
      });
      delete check.brand;
      delete check.platform;
    }
  }
  return checks;
}
