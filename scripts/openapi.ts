import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { loadContractRoutes } from './contract-routes.ts';
import { openApiDocument } from './openapi-document.ts';

/**
 * `npm run openapi` writes docs/openapi.json, the OpenAPI 3.1 document of every route in
 * contract/, for a vendor's or an operator's own tooling; `npm run openapi -- --check` fails
 * when the committed file is stale, like the generated types.
 */
export const OPENAPI_FILE = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

/** The document as committed: formatted the way `prettier --check` wants it. */
export async function renderOpenApi(): Promise<{ text: string; gaps: ReadonlySet<string> }> {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const { document, gaps } = openApiDocument(await loadContractRoutes(), pkg.version);
  const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
  const text = await prettier.format(JSON.stringify(document), {
    ...options,
    filepath: OPENAPI_FILE,
  });
  return { text, gaps };
}

async function main(check: boolean): Promise<number> {
  const { text, gaps } = await renderOpenApi();
  if (gaps.size > 0) {
    process.stderr.write(`contract/ has schemas OpenAPI cannot state: ${[...gaps].join(', ')}.\n`);
    return 1;
  }
  const current = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
  if (check) {
    if (current === text) return 0;
    process.stderr.write('docs/openapi.json is stale: run "npm run openapi" and commit it.\n');
    return 1;
  }
  if (current !== text) await writeFile(OPENAPI_FILE, text);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.includes('--check'));
}
