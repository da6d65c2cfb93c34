import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

/** A fetch handler such as Hono's app.fetch; env carries the Node request (socket address). */
type Fetch = Parameters<typeof createAdaptorServer>[0]['fetch'];

export interface HttpServer {
  port: number;
  /** Stops accepting, lets in-flight requests finish (at most drainMs), then resolves. */
  close(): Promise<void>;
}

/**
 * Listens with a fetch handler. A port that is taken rejects with an Error whose code is
 * EADDRINUSE and whose message says what to do, so the CLI can print it as it is.
 */
export async function listenHttp(
  fetch: Fetch,
  options: { port: number; host: string; drainMs?: number },
): Promise<HttpServer> {
  const server = createAdaptorServer({ fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        const message = `Port ${options.port} is already in use; choose another with --port.`;
        reject(Object.assign(new Error(message, { cause: error }), { code: 'EADDRINUSE' }));
      } else {
        reject(error);
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(options.port, options.host);
  });

  const drainMs = options.drainMs ?? 10_000;
  let closing: Promise<void> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        // Past the drain time, connections still busy are cut so shutdown always ends.
        const cut = setTimeout(() => server.closeAllConnections(), drainMs).unref();
        // A keep-alive connection turns idle when its last request is answered; closing
        // idle ones until the server is done keeps close() from waiting out keep-alive.
        const sweep = setInterval(() => server.closeIdleConnections(), 50).unref();
        server.close(() => {
          clearTimeout(cut);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      })),
  };
}
