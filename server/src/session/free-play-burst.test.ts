import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-databases.ts';
import { secretChecks } from '../limits/secret-checks.ts';
import { useIdentityApp } from '../../testing/identity.ts';
import { FREE_PLAY_PER_IP_PER_HOUR } from './free-play.ts';
import { freePlayLogin } from '../../../contract/session.ts';

describe.each(testDatabaseKinds())('a burst of free play on %s', (kind) => {
  const t = useIdentityApp(kind);

  it('creates no more demo accounts than the per-address limit from 40 concurrent taps', async () => {
    const ip = '203.0.113.99';
    const before = secretChecks('free-play');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call(
          freePlayLogin,
          {
            os: 'Linux',
            platform: 'W',
            nonce: `burst-${kind}-${String(i).padStart(10, '0')}`,
            gatewayVersion: 3,
          },
          { ip },
        ),
      ),
    );
    const [row] = await t.test.db.query<{ n: number }>(
      `select count(*)::int as n from members where role = 4 and registration_ip = $1`,
      [ip],
    );
    const created = row?.n ?? 0;
    const passed = secretChecks('free-play') - before;
    console.log(
      `free play burst on ${kind}: 40 taps from one address, ${passed} passed the limit, ${created} accounts created ` +
        `(limit ${FREE_PLAY_PER_IP_PER_HOUR}), ${answers.filter((a) => a.status === 429).length} refused`,
    );
    expect(passed).toBeLessThanOrEqual(FREE_PLAY_PER_IP_PER_HOUR);
    expect(created).toBe(FREE_PLAY_PER_IP_PER_HOUR);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - FREE_PLAY_PER_IP_PER_HOUR);
  });
});
