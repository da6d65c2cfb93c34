import { describe, expect, it } from 'vitest';
import { createApp, isApiPath } from '../server/src/app.ts';
import type { Database } from '../server/src/db/database.ts';
import { loadContractRoutes } from './contract-routes.ts';
import { openApiDocument, openApiPath } from './openapi-document.ts';
import { renderOpenApi } from './openapi.ts';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown; 'x-plaintext'?: unknown }> };
};
type Paths = Record<string, Record<string, Operation>>;

/** Registering routes touches no database: a server that is never asked anything needs none. */
const NO_DATABASE = {} as Database;

/** "GET /wps/x/{id}" for every API route the server mounts (middleware and catch-alls aside). */
function mountedRoutes(sandbox: boolean): Set<string> {
  const app = createApp({ db: NO_DATABASE, brandIds: ['aurora'], sandbox, log: () => undefined });
  return new Set(
    app.routes
      .filter((route) => route.method !== 'ALL' && isApiPath(route.path))
      .map((route) => `${route.method} ${openApiPath(route.path)}`),
  );
}

function documentedRoutes(paths: Paths, keep: (operation: Operation) => boolean = () => true) {
  return new Set(
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => keep(operation))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
}

describe('the OpenAPI document', async () => {
  const routes = await loadContractRoutes();
  const { document, gaps } = openApiDocument(routes, '0.0.0');
  const paths = document.paths as Paths;

  it('documents exactly the API routes a sandbox server mounts, pages and callbacks included', () => {
    expect([...documentedRoutes(paths)].sort()).toEqual([...mountedRoutes(true)].sort());
  });

  it('leaves out of a plain server every sandbox and gateway route, and only those', async () => {
    const sandboxOnly = new Set(
      [...routes.endpoints, ...routes.pages]
        .filter((route) => route.audience === 'sandbox' || route.audience === 'gateway')
        .map((route) => `${route.method} ${openApiPath(route.path)}`),
    );
    const plain = mountedRoutes(false);
    expect([...plain].filter((route) => sandboxOnly.has(route))).toEqual([]);
    const expected = [...documentedRoutes(paths)].filter((route) => !sandboxOnly.has(route));
    expect([...plain].sort()).toEqual(expected.sort());
  });

  it('has an operation for every contract endpoint and page, under its id', () => {
    const ids = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    for (const endpoint of routes.endpoints) expect(ids).toContain(endpoint.id);
    expect(routes.endpoints.length).toBeGreaterThan(50);
  });

  it('converts every schema without a hole', () => {
    expect([...gaps]).toEqual([]);
  });

  it('asks operator calls for the operator key, session calls for the token', () => {
    for (const endpoint of routes.endpoints) {
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const schemes = operation?.security.flatMap((entry) => Object.keys(entry));
      if (endpoint.audience === 'operator') expect(schemes, endpoint.id).toEqual(['operatorKey']);
      else if (endpoint.token) expect(schemes, endpoint.id).toEqual(['memberToken']);
    }
  });

  it('shows an encrypted call’s body as the sealed envelope, with its plaintext beside it', () => {
    const encrypted = routes.endpoints.filter((endpoint) => endpoint.encrypted);
    expect(encrypted.length).toBeGreaterThan(0);
    for (const endpoint of encrypted) {
      const body = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]?.requestBody;
      const json = body?.content['application/json'];
      expect(json?.schema, endpoint.id).toMatchObject({ required: ['k', 'iv', 'ct', 'ts', 'n'] });
      expect(json?.['x-plaintext'], endpoint.id).toBeDefined();
    }
  });

  it('is committed as generated (npm run openapi)', async () => {
    const { readFile } = await import('node:fs/promises');
    const { OPENAPI_FILE } = await import('./openapi.ts');
    expect(await readFile(OPENAPI_FILE, 'utf8')).toBe((await renderOpenApi()).text);
  });
});
