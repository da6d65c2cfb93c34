import { serve } from '@hono/node-server';
import { parseArgs } from 'node:util';
import { SANDBOX_VENDORS } from './registry.ts';

/**
 * Runs one sandbox vendor on its own port, as a separate program talking to a platform over
 * real HTTP (sandbox mode usually mounts them inside the platform instead):
 *
 *   npx tsx sandbox-vendors/main.ts --vendor NOVA --port 7101 \
 *     --platform http://localhost:8080 --secret <the secret the platform holds for NOVA>
 *
 * The vendor API is then at http://localhost:7101/sandbox/vendors/NOVA/api and the game
 * pages, thumbnails and verify page under the same base.
 */
const { values } = parseArgs({
  options: {
    vendor: { type: 'string', default: 'NOVA' },
    port: { type: 'string', default: '7101' },
    host: { type: 'string', default: '127.0.0.1' },
    platform: { type: 'string', default: 'http://127.0.0.1:8080' },
    secret: { type: 'string', default: process.env['VENDOR_SECRET'] ?? '' },
    'public-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const code = (values.vendor ?? 'NOVA').toUpperCase();
const entry = SANDBOX_VENDORS.find((candidate) => candidate.code === code);
if (!entry) {
  console.error(
    `No sandbox vendor ${code}; known: ${SANDBOX_VENDORS.map((e) => e.code).join(', ')}`,
  );
  process.exit(2);
}
if (!values.secret) {
  console.error('Pass --secret (or VENDOR_SECRET): the platform and the vendor sign with it.');
  process.exit(2);
}
const port = Number(values.port);
const basePath = `/sandbox/vendors/${code}`;
const vendor = await entry.create({
  code,
  secret: values.secret,
  basePath,
  platform: { baseUrl: values.platform ?? '', fetch: (request) => fetch(request) },
  publicUrl: values['public-url'] ?? `http://${values.host}:${port}${basePath}`,
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
});
const server = serve({ fetch: vendor.fetch, port, hostname: values.host }, () => {
  console.log(`${code} (${entry.protocol}) on http://${values.host}:${port}${basePath}`);
});
const stop = (): void => {
  server.close();
  void vendor.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
