import { DUEL, ROOMS, SEATS } from './catalogue.ts';

/**
 * Who sits in the card rooms. Every real player who sits gets a table of their own with the
 * house bots filling the other seats; a room nobody plays keeps one table of bots waiting, so
 * the lobby never shows an empty room it would not seat you in. A player counts as present for
 * PRESENCE_MS after their last round or launch.
 */

export const PRESENCE_MS = 120_000;

export interface Bot {
  name: string;
  /** Which drawn avatar the page shows (client/avatars.ts). */
  avatar: number;
}

export const BOTS: readonly Bot[] = [
  { name: 'Captain Mara', avatar: 0 },
  { name: 'Old Finn', avatar: 1 },
  { name: 'Salty Pete', avatar: 2 },
  { name: 'Nadia Reef', avatar: 3 },
  { name: 'Jonah Gale', avatar: 4 },
  { name: 'Iris Tide', avatar: 5 },
  { name: 'Bo Anchor', avatar: 6 },
  { name: 'Lena Wave', avatar: 7 },
];

/** The bots at a room's tables: a fixed crew per room, so regulars meet the same faces. */
export function botsOf(roomId: string): Bot[] {
  const start =
    Math.max(
      0,
      ROOMS.findIndex((room) => room.roomId === roomId),
    ) * 3;
  return Array.from({ length: SEATS - 1 }, (_, i) => BOTS[(start + i) % BOTS.length] as Bot);
}

export class RoomOccupancy {
  private readonly seen = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  /** A player (by game session) is at this room now. */
  touch(roomId: string, sessionId: string): void {
    const room = this.seen.get(roomId) ?? new Map<string, number>();
    room.set(sessionId, this.now());
    this.seen.set(roomId, room);
  }

  realPlayers(roomId: string): number {
    const room = this.seen.get(roomId);
    if (!room) return 0;
    const cutoff = this.now() - PRESENCE_MS;
    for (const [id, at] of room) if (at < cutoff) room.delete(id);
    return room.size;
  }

  /** Everyone seated: real players at their tables with bots, or one waiting table of bots. */
  players(roomId: string): number {
    const real = this.realPlayers(roomId);
    return real === 0 ? SEATS - 1 : real * SEATS;
  }

  live(): { roomId: string; gameCode: string; players: number }[] {
    return ROOMS.map((room) => ({
      roomId: room.roomId,
      gameCode: DUEL,
      players: this.players(room.roomId),
    }));
  }
}
