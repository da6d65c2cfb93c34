import { createHash } from 'node:crypto';

/**
 * How the players take part in a shared table's randomness. A live table deals one outcome to
 * everyone, so no single player's client seed can be the round's; instead:
 *
 *   roundClientSeed = sha256(tableSeed + ":" + sorted distinct client seeds of the accepted bets, joined by ",")
 *
 * The table seed is public (shown on the page for the table's lifetime) and stands in when
 * nobody bets. The server seed's hash is published when betting opens, before any client seed
 * is known, so the vendor cannot pick a server seed to suit the players' seeds; the seeds are
 * sorted, so the order the bets arrived in changes nothing. What this does NOT rule out, and
 * the docs say so: the vendor knows its server seed, so it could itself place a late bet with
 * a chosen client seed, or refuse a bet, to steer the round. A fully trustless shared table
 * would need a commit-reveal between the players, which a live table's 15-second window does
 * not allow.
 */
export function roundClientSeed(tableSeed: string, clientSeeds: Iterable<string>): string {
  const distinct = [...new Set(clientSeeds)].sort();
  return createHash('sha256')
    .update(`${tableSeed}:${distinct.join(',')}`)
    .digest('hex');
}
