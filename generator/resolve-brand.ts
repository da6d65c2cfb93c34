import type { AnySchemaObject } from 'ajv/dist/2020.js';
import type { BrandConfig } from '../contract/generated/brand.ts';
import type { ResolvedBrand } from '../contract/brand.ts';
import { readSchema } from './schemas.ts';
import { deref, findByDef, setAt } from './schema-walk.ts';

let brandSchema: AnySchemaObject | undefined;

/**
 * The brand as the runtime receives it: schema defaults filled in (read from the schema, so
 * they live in one place) and the editor-only $schema key dropped. `assetUrl` maps an asset
 * path of brand.json to the URL it is served at.
 */
export function resolveBrand(
  brand: BrandConfig,
  assetUrl: (path: string) => string = (p) => p,
): ResolvedBrand {
  brandSchema ??= readSchema('brand');
  const clone = structuredClone(brand);
  applyDefaults(brandSchema, brandSchema, clone);
  delete clone.$schema;
  for (const { pointer, value } of findByDef(brandSchema, clone, 'AssetPath')) {
    setAt(clone, pointer, assetUrl(value as string));
  }
  return clone as ResolvedBrand;
}

/**
 * Fills `default`s of object properties, recursing through objects, arrays and local $refs.
 * Does what ajv's useDefaults does for this schema's shapes, without compiling a second
 * validator (that alone took ~60 ms, more than rendering a whole brand).
 */
export function applyDefaults(root: AnySchemaObject, schema: AnySchemaObject, data: unknown): void {
  const resolved = deref(root, schema);
  if (Array.isArray(data)) {
    const items = resolved.items as AnySchemaObject | undefined;
    if (items) for (const item of data) applyDefaults(root, items, item);
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  const record = data as Record<string, unknown>;
  const properties = (resolved.properties ?? {}) as Record<string, AnySchemaObject>;
  for (const [key, sub] of Object.entries(properties)) {
    const property = deref(root, sub);
    if (record[key] === undefined && 'default' in property) {
      record[key] = structuredClone(property.default);
    }
    if (record[key] !== undefined) applyDefaults(root, property, record[key]);
  }
}

/** Every asset path a brand references, in a stable order. */
export function brandAssetPaths(brand: BrandConfig): string[] {
  brandSchema ??= readSchema('brand');
  const paths = findByDef(brandSchema, brand, 'AssetPath').map((f) => f.value);
  return [...new Set(paths.filter((p): p is string => typeof p === 'string'))];
}
