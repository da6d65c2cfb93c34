/**
 * A made-up GET endpoint for the client tests of contract/ and runtime/; no server serves it.
 * Kept out of contract/'s top level, which scripts/contract-routes.ts reads as the real API.
 */
import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

export const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: '/wps/thing',
  token: false,
  encrypted: false,
  input: v.object({ id: v.string(), page: v.optional(v.number()) }),
  value: v.object({ name: v.string() }),
  errors: [],
});
