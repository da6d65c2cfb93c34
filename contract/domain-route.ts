import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';

/** One entry of spec §3 "Domain list": a host the site is served from. */
export const DomainEntrySchema = v.object({
  /** The host name, without scheme or path (e.g. "aurora.example"). */
  domain: v.string(),
});
export type DomainEntry = v.InferOutput<typeof DomainEntrySchema>;

/**
 * GET /wps/system/domainRoute — spec §7 domain routing: the merchant's domains. The line speed
 * test times a small fetch from each, which is the "speed" of spec §3's domain list entry: the
 * speed is the player's line to that domain, so only the player's browser can measure it.
 */
export const domainRoute = defineEndpoint({
  id: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  token: false,
  encrypted: false,
  input: v.object({}),
  value: v.array(DomainEntrySchema),
  errors: [],
});
