import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyEndpoint } from '../contract/endpoint.ts';
import type { PageRoute } from '../contract/page.ts';

/** Every route contract/ describes: the endpoints `call()` reaches and the sandbox's pages. */
export interface ContractRoutes {
  endpoints: readonly AnyEndpoint[];
  pages: readonly PageRoute[];
}

const CONTRACT_DIR = fileURLToPath(new URL('../contract/', import.meta.url));

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  return ['id', 'method', 'path', 'input', 'value', 'errors'].every((key) => key in value);
}

function isPage(value: unknown): value is PageRoute {
  if (typeof value !== 'object' || value === null) return false;
  return ['id', 'method', 'path', 'summary', 'audience'].every((key) => key in value);
}

/**
 * Reads every module of contract/ (tests aside) and collects what it exports, so a new
 * contract file needs no list kept by hand. Sorted by path, then method: the document built
 * from it is the same on every run.
 */
export async function loadContractRoutes(dir = CONTRACT_DIR): Promise<ContractRoutes> {
  const files = (await readdir(dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const endpoints = new Map<string, AnyEndpoint>();
  const pages = new Map<string, PageRoute>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(`${dir}${file}`).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const route = isEndpoint(value) || isPage(value) ? value : undefined;
      if (!route) continue;
      const known = endpoints.get(route.id) ?? pages.get(route.id);
      if (known && known !== route) throw new Error(`Two contract routes are named ${route.id}.`);
      if (isEndpoint(route)) endpoints.set(route.id, route);
      else pages.set(route.id, route);
    }
  }
  const byRoute = (a: { path: string; method: string }, b: { path: string; method: string }) =>
    a.path.localeCompare(b.path) || a.method.localeCompare(b.method);
  return {
    endpoints: [...endpoints.values()].sort(byRoute),
    pages: [...pages.values()].sort(byRoute),
  };
}
