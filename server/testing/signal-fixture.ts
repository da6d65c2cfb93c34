// Run as a child process by serve-signals.test.ts: serves the API until a signal arrives.
import { closeOnSignals, startServer } from '../src/serve.ts';
import { API_ONLY_SERVER } from './api-server.ts';

const server = await startServer({
  brandIds: ['aurora'],
  ...API_ONLY_SERVER,
  log: () => {},
});
closeOnSignals(server, (line) => console.log(line));
console.log(`listening ${server.port}`);
