import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv2020, type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';

/** The repository root, so commands work from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'whitelabel');

export type SchemaName = 'brand' | 'platform';

const schemaText = (name: SchemaName) => readFileSync(`${SCHEMA_DIR}${name}.schema.json`, 'utf8');

export function readSchema(name: SchemaName): AnySchemaObject {
  return JSON.parse(schemaText(name)) as AnySchemaObject;
}

// Both are CommonJS; depending on the loader a default import is the export or the module.
const interop = <T>(m: T): T => (m as { default?: T }).default ?? m;
const addFormats = interop(addFormatsPlugin);
const toStandalone = interop(standaloneCode);

const AJV_VERSION = (createRequire(import.meta.url)('ajv/package.json') as { version: string })
  .version;

function compile(schema: AnySchemaObject): { validate: ValidateFunction; source: string } {
  // Standalone source so the compiled validator can be cached; see validator().
  const ajv = new Ajv2020({ allErrors: true, strict: true, code: { source: true } });
  addFormats(ajv, ['uri']);
  const validate = ajv.compile(schema);
  return { validate, source: toStandalone(ajv, validate) };
}

const cache = new Map<SchemaName, Promise<ValidateFunction>>();

/**
 * The schema's validator. Compiling costs ~400 ms of CPU, more than validating and building
 * a brand together, and every CLI run would pay it; so the compiled code is kept under
 * node_modules/.cache keyed by schema text and ajv version, and loaded from there next time.
 */
export function validator(name: SchemaName): Promise<ValidateFunction> {
  let fn = cache.get(name);
  if (!fn) {
    fn = load(name);
    cache.set(name, fn);
  }
  return fn;
}

async function load(name: SchemaName): Promise<ValidateFunction> {
  const text = schemaText(name);
  const key = createHash('sha256').update(`${AJV_VERSION}\0${text}`).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `${name}-${key}.cjs`);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default: ValidateFunction };
    return interop(mod.default);
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const { validate, source } = compile(JSON.parse(text) as AnySchemaObject);
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Write then rename, so a parallel run never imports a half-written file.
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, source);
    await rename(temp, file);
  } catch {
    // A read-only install still works, just without the cache.
  }
  return validate;
}
