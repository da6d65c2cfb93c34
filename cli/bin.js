#!/usr/bin/env node
// The published entry point stays plain JavaScript so that `whitelabel` starts on a bare
// Node install; TypeScript sources are loaded through tsx's loader, no separate compile step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
await main(process.argv);
