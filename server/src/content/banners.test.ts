import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../../contract/content.ts';
import type { Failure } from '../../../contract/envelope.ts';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';

type Answer = { success: true; value: Banner[] } | Failure;

describe.each(testDatabaseKinds())('banners on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const get = async (merchant: string, group: string) => {
    const res = await t.request(`/wps/content/banners?group=${encodeURIComponent(group)}`, {
      headers: { Merchant: merchant },
    });
    return { res, body: (await res.json()) as Answer };
  };

  it('answers the w_reg banners of aurora with their translations', async () => {
    const { res, body } = await get('AURORA01', 'w_reg');
    expect(res.status).toBe(200);
    if (!body.success) throw new Error(body.code);
    expect(body.value.length).toBeGreaterThanOrEqual(2);
    expect(body.value.every((b) => b.groupName === 'w_reg')).toBe(true);
    expect(body.value[0]?.title['TH']).toBeTruthy();
  });

  it('answers lotus its own banners in Vietnamese', async () => {
    const { body } = await get('LOTUSVN', 'w_reg');
    if (!body.success) throw new Error(body.code);
    expect(body.value[0]?.title['VI']).toBeTruthy();
  });

  it('answers an empty list for a group without banners', async () => {
    const { body } = await get('AURORA01', 'w_home');
    expect(body).toMatchObject({ success: true, value: [] });
  });

  it.each(['W_REG', '', 'a'.repeat(33), 'w-reg', "w_reg'--"])(
    'refuses the group %j with BAD_REQUEST',
    async (group) => {
      const { res, body } = await get('AURORA01', group);
      expect(res.status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    },
  );
});
