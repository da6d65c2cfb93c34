import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import * as prettier from 'prettier';
import type { AnySchemaObject } from 'ajv/dist/2020.js';
import { readSchema, REPO_ROOT, SCHEMA_DIR, type SchemaName } from './schemas.ts';

/** Where the generated types go: shared by runtime and server, so under contract/. */
export const GENERATED_DIR = join(REPO_ROOT, 'contract', 'generated');
const SCHEMAS: readonly SchemaName[] = ['brand', 'platform'];

export interface GeneratedFile {
  path: string;
  content: string;
}

/** Renders the TypeScript for every schema, formatted with the repository's Prettier config. */
export async function generateTypes(outDir = GENERATED_DIR): Promise<GeneratedFile[]> {
  return Promise.all(
    SCHEMAS.map(async (name) => {
      const path = join(outDir, `${name}.ts`);
      const schema = readSchema(name);
      const types = await compile(schema, name, {
        bannerComment: `/* DO NOT EDIT: generated from schema/${name}.schema.json by \`whitelabel types\`. */`,
        additionalProperties: false,
        cwd: SCHEMA_DIR,
        // Formatting happens below with the repo config, so the file passes prettier --check.
        format: false,
      });
      const raw = types + enumConstants(schema);
      const config = (await prettier.resolveConfig(join(REPO_ROOT, 'package.json'))) ?? {};
      const content = await prettier.format(raw, { ...config, filepath: path });
      return { path, content };
    }),
  );
}

/**
 * Each titled enum of `$defs` also as a value (`ModuleId` → `MODULE_IDS`), so code that lists
 * or checks the members at run time reads them from the schema instead of a hand-kept copy.
 */
function enumConstants(schema: AnySchemaObject): string {
  const defs = (schema.$defs ?? {}) as Record<string, { title?: string; enum?: unknown[] }>;
  return Object.values(defs)
    .filter((def) => def.title !== undefined && Array.isArray(def.enum))
    .map((def) => {
      const title = def.title as string;
      const snake = title.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
      const plural = snake.endsWith('Y') ? `${snake.slice(0, -1)}IES` : `${snake}S`;
      return `\n/** Every ${title}, in schema order. */\nexport const ${plural} = ${JSON.stringify(def.enum)} as const satisfies readonly ${title}[];\n`;
    })
    .join('');
}

export async function writeTypes(outDir = GENERATED_DIR): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const files = await generateTypes(outDir);
  await Promise.all(files.map((f) => writeFile(f.path, f.content)));
  return files.map((f) => relative(process.cwd(), f.path));
}

/** The generated files that are missing or differ from what the schemas produce now. */
export async function staleTypes(outDir = GENERATED_DIR): Promise<string[]> {
  const stale: string[] = [];
  for (const file of await generateTypes(outDir)) {
    const current = await readFile(file.path, 'utf8').catch(() => undefined);
    if (current !== file.content) stale.push(relative(process.cwd(), file.path));
  }
  return stale;
}
