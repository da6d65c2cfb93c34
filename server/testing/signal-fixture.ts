// Run as a child process by serve-signals.test.ts: serves the API until a signal arrives.
import { closeOnSignals, startServer } from '../src/serve.ts';
import { BRANDS_DIR } from './test-app.ts';

const server = await startServer({
  brandIds: ['aurora'],
  brandsDir: BRANDS_DIR,
  distDir: 'unused',
  apiOnly: true,
  port: 0,
  host: '127.0.0.1',
  dataDir: ':memory:',
  log: () => {},
});
closeOnSignals(server, (line) => console.log(line));
console.log(`listening ${server.port}`);
