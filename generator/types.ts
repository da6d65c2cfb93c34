import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import * as prettier from 'prettier';
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
      const raw = await compile(readSchema(name), name, {
        bannerComment: `/* DO NOT EDIT: generated from schema/${name}.schema.json by \`whitelabel types\`. */`,
        additionalProperties: false,
        cwd: SCHEMA_DIR,
        // Formatting happens below with the repo config, so the file passes prettier --check.
        format: false,
      });
      const config = (await prettier.resolveConfig(join(REPO_ROOT, 'package.json'))) ?? {};
      const content = await prettier.format(raw, { ...config, filepath: path });
      return { path, content };
    }),
  );
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
