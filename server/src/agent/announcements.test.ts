import { describe, expect, it } from 'vitest';
import { agentAnnouncements } from '../../../contract/agent-team.ts';
import { LANGUAGE_HEADER } from '../../../contract/boot.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { useMoneyApp, type TestMember } from '../../testing/money.ts';

const NOTICES = [
  {
    announcementId: 'older',
    publishedAt: '2026-03-01T09:00:00+07:00',
    defaultLanguage: 'EN',
    title: { EN: 'Commission day moves', TH: 'เปลี่ยนวันจ่ายค่าคอมมิชชัน' },
    body: { EN: 'Paid on Mondays.\nAsk support.', TH: 'จ่ายทุกวันจันทร์' },
  },
  {
    announcementId: 'newer',
    publishedAt: '2026-03-05T09:00:00+07:00',
    defaultLanguage: 'EN',
    title: { EN: 'New salary tiers' },
    body: { EN: 'From April.' },
  },
];

describe.each(testDatabaseKinds())('agent announcements on %s', (kind) => {
  const t = useMoneyApp(kind);
  const read = (agent: TestMember, language?: string, query: Record<string, number> = {}) =>
    t.value(agentAnnouncements, query, {
      token: agent.token,
      brand: agent.brand,
      ...(language ? { headers: { [LANGUAGE_HEADER]: language } } : {}),
    });

  it('seeds the notices from platform.json once and answers them newest first in the reader language', async () => {
    await t.setSettings('aurora', ['agentAnnouncements'], NOTICES);
    const agent = await t.member({ role: 1 });
    const thai = await read(agent, 'th');
    expect(thai).toMatchObject({ total: 2, page: 1 });
    expect(thai.items.map((item) => [item.title, item.body, item.time])).toEqual([
      ['New salary tiers', 'From April.', '2026-03-05T02:00:00.000Z'],
      ['เปลี่ยนวันจ่ายค่าคอมมิชชัน', 'จ่ายทุกวันจันทร์', '2026-03-01T02:00:00.000Z'],
    ]);
    // A language the notice lacks, or none, falls back to its default.
    for (const language of ['VI', undefined]) {
      const items = (await read(agent, language)).items;
      expect(items[1]).toMatchObject({
        title: 'Commission day moves',
        body: 'Paid on Mondays.\nAsk support.',
      });
    }
    // Without a language, a notice whose default is not English shows its default.
    await t.test.db.query(
      "update agent_announcements set default_language = 'TH' where seed_id = 'older'",
    );
    expect((await read(agent)).items[1]?.title).toBe('เปลี่ยนวันจ่ายค่าคอมมิชชัน');
    expect((await read(agent, 'EN')).items[1]?.title).toBe('Commission day moves');
    // Seeded once: the operator's table is the record from then on.
    await t.setSettings(
      'aurora',
      ['agentAnnouncements'],
      [...NOTICES, { ...NOTICES[1], announcementId: 'x' }],
    );
    expect((await read(agent)).total).toBe(2);
    const paged = await read(agent, 'EN', { page: 2, pageSize: 1 });
    expect(paged.items.map((item) => item.title)).toEqual(['Commission day moves']);
  });

  it('shows one merchant none of another merchant notices', async () => {
    const lotusAgent = await t.member({ role: 1, brand: 'lotus' });
    expect(await read(lotusAgent)).toMatchObject({ items: [], total: 0 });
  });
});
