import { createHash } from 'node:crypto';

/**
 * The player id the platform gives a vendor at launch and the vendor sends back on every
 * seamless call: `<merchant id>-<member id>`, both decimal (e.g. `3-1042`). Stable for the
 * member's life, meaningless without the platform's database, and it names the merchant, so a
 * seamless call needs no Merchant header: the player id and the game session decide it. It
 * fits the protocol's id pattern (contract/vendor/seamless.ts).
 */
export function playerIdOf(member: { id: number; merchantId: number }): string {
  return `${member.merchantId}-${member.id}`;
}

/** The merchant and member a player id names, or null when it is not one of ours. */
export function parsePlayerId(player: string): { merchantId: number; memberId: number } | null {
  const match = /^([1-9][0-9]{0,8})-([1-9][0-9]{0,14})$/.exec(player);
  if (!match) return null;
  const merchantId = Number(match[1]);
  const memberId = Number(match[2]);
  if (!Number.isSafeInteger(memberId) || memberId > 2_147_483_647) return null;
  return { merchantId, memberId };
}

/**
 * What game_sessions.token_hash holds for a game session token (sha256, hex): the launch code
 * stores it, the seamless calls look the session up by it; the token itself is never stored.
 */
export function gameTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
