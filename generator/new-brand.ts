import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import type { BrandConfig } from '../contract/generated/brand.ts';
import { UsageError } from './errors.ts';
import { checkBrand, requireBrand, type BrandCheck } from './validate.ts';

const ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

export function titleCase(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Replaces the old display name inside operator-written text (SEO title, footer…). */
function renameText(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => renameText(v, from, to));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renameText(v, from, to)]));
  }
  return value;
}

/**
 * Copies a working brand under a new id. Copying (rather than a blank template) means the new
 * brand is valid from the first second, which is what the operator edits from.
 */
export async function createBrand(
  brandsDir: string,
  id: string,
  from = 'aurora',
): Promise<BrandCheck> {
  if (!ID_PATTERN.test(id)) {
    throw new UsageError(
      `"${id}" is not a valid brand id; use 2–32 lower-case letters, digits and dashes, starting with a letter.`,
    );
  }
  const target = join(brandsDir, id);
  if (
    await stat(target).then(
      () => true,
      () => false,
    )
  ) {
    throw new UsageError(`Brand "${id}" already exists in ${target}; pick another id.`);
  }
  const source = await requireBrand(brandsDir, from);
  await cp(source, target, { recursive: true });

  const file = join(target, 'brand.json');
  const old = JSON.parse(await readFile(file, 'utf8')) as BrandConfig;
  const name = titleCase(id);
  const brand = {
    ...(renameText(old, old.name, name) as BrandConfig),
    id,
    name,
    merchantCode: id.toUpperCase(),
    domains: [`${id}.localhost`],
  };
  const config = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(
    file,
    await prettier.format(JSON.stringify(brand), { ...config, filepath: file }),
  );
  return checkBrand(brandsDir, id);
}
