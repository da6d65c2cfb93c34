import { createServer } from 'node:net';

/**
 * Fails fast when the port is taken, before a build or a database start that would take
 * seconds only to end in the same error. The server still reports a race on its own.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') {
        reject(
          Object.assign(new Error(`Port ${port} is already in use; choose another with --port.`), {
            code: 'EADDRINUSE',
          }),
        );
      } else {
        reject(e);
      }
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
