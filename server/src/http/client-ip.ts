import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { normalizeHost } from './host.ts';

/**
 * The visitor's address: the socket's peer, or, behind a trusted proxy, the first address of
 * X-Forwarded-For (the client as the outermost proxy saw it). Without trustProxy the header
 * is ignored: anyone can send it, and it would let a blocked visitor pick an allowed IP.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return stripPort(forwarded);
  }
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket.remoteAddress;
}

function stripPort(address: string): string {
  if (address.startsWith('[')) return address.slice(1, address.indexOf(']'));
  return address.split(':').length === 2 ? (address.split(':')[0] ?? address) : address;
}

/** The host the request was sent to (X-Forwarded-Host first behind a trusted proxy). */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0] : undefined;
  const raw = forwarded ?? c.req.header('host') ?? new URL(c.req.url).host;
  return normalizeHost(raw);
}
