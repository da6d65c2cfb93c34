import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a local test server received, as it arrived. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface LocalHttp {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 for testing a provider's requests without mocking fetch:
 * it records each request and answers what `answer` returns (status and JSON body).
 */
export async function startLocalHttp(
  answer: (request: Received) => { status: number; json?: unknown },
): Promise<LocalHttp> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      received.push(request);
      const { status, json } = answer(request);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
