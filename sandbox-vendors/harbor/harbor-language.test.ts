import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CatalogueAnswerSchema } from '../../contract/vendor/vendor-api.ts';
import { VENDOR_LANGUAGES } from '../i18n/page-text.ts';
import { BASE, harness, USD } from './harbor-testing.ts';

describe("Harbor in the player's language", () => {
  it('names both games and every room in all 17 languages of the product', async () => {
    const h = harness();
    const { json } = await h.api('/catalogue', { currency: USD });
    const answer = v.parse(CatalogueAnswerSchema, json);
    for (const game of answer.games) {
      expect(Object.keys(game.names).sort()).toEqual([...VENDOR_LANGUAGES].sort());
      for (const room of game.rooms ?? [])
        expect(Object.keys(room.names).sort()).toEqual([...VENDOR_LANGUAGES].sort());
    }
    const duel = answer.games.find((game) => game.code === 'three-card-duel');
    expect(duel?.names['UR']).toBe('تین پتوں کا مقابلہ');
    expect(duel?.rooms?.[1]?.names['TW']).toBe('船長之桌');
  });

  it('titles the page and tells it the language the launch asked for', async () => {
    const h = harness();
    const session = await h.launch({ game: 'harbor-poker', mode: 'FUN', language: 'UR' });
    const page = await h.vendor.fetch(
      new Request(`http://casino.test${BASE}/play/harbor-poker?s=${session}`),
    );
    expect(await page.text()).toContain('<title>ہاربر پوکر</title>');
    const state = await h.page(session, 'state');
    expect(state.json['language']).toBe('UR');
  });

  it('gives the duel table room names and the seat label in that language', async () => {
    const h = harness();
    const session = await h.launch({ game: 'three-card-duel', mode: 'FUN', language: 'TH' });
    const table = await h.page(session, 'duel/table');
    const rooms = table.json['rooms'] as { name: string }[];
    expect(rooms.map((room) => room.name)).toEqual(['ฮาร์เบอร์เลานจ์', 'โต๊ะกัปตัน', 'ประภาคาร VIP']);
    // The harness launches with a display name; the player's own name wins over "You".
    expect(table.json['you']).toBe('Skipper');
  });

  it('sends each hand as a category and a printed rank, which the page words', async () => {
    const h = harness();
    const session = await h.launch({ game: 'three-card-duel', mode: 'FUN', language: 'VI' });
    const round = await h.page(session, 'duel/play', { roomId: 'harbor-lounge', ante: 100 });
    expect(round.status).toBe(200);
    const seats = (round.json['outcome'] as { seats: { category: string; rank: string }[] }).seats;
    expect(seats).toHaveLength(5);
    for (const seat of seats) {
      expect(['STRAIGHT_FLUSH', 'TRIPS', 'STRAIGHT', 'FLUSH', 'PAIR', 'HIGH_CARD']).toContain(
        seat.category,
      );
      expect(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']).toContain(
        seat.rank,
      );
    }
  });
});
