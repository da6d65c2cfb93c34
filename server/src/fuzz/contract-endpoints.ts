import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';

const CONTRACT_DIR = fileURLToPath(new URL('../../../contract/', import.meta.url));

/** An object made by defineEndpoint: what every contract module exports for its calls. */
function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof AnyEndpoint, unknown>>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.method === 'string' &&
    typeof candidate.token === 'boolean' &&
    typeof candidate.encrypted === 'boolean' &&
    typeof candidate.input === 'object' &&
    typeof candidate.value === 'object' &&
    Array.isArray(candidate.errors)
  );
}

/**
 * Every endpoint of the contract, found by importing each module of `contract/` (tests and
 * generated files aside) and keeping the exports shaped like an endpoint. A new endpoint is
 * fuzzed the moment it is defined; nobody has to add it to a list.
 */
export async function contractEndpoints(): Promise<AnyEndpoint[]> {
  const files = (await readdir(CONTRACT_DIR))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const byId = new Map<string, AnyEndpoint>();
  for (const file of files) {
    const module = (await import(pathToFileURL(`${CONTRACT_DIR}${file}`).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) {
      if (isEndpoint(value)) byId.set(value.id, value);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
