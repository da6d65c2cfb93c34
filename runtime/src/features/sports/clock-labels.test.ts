import { describe, expect, it } from 'vitest';
import en from '../../i18n/dictionaries/en.json';
import th from '../../i18n/dictionaries/th.json';
import { translate, type Dictionary, type Translate } from '../../i18n/i18n.tsx';
import { clockText, periodLabel } from './clock-labels.ts';

const tOf =
  (dictionary: Dictionary): Translate =>
  (key, params) =>
    translate(dictionary, key, params);

describe('the live clock and period heads', () => {
  it("say quarters, sets and maps in the reader's language and keep minutes and timers", () => {
    const t = tOf(th);
    expect(clockText(t, 'Q3 04:12')).toBe('ควอเตอร์ 3 04:12');
    expect(clockText(t, 'OT 02:00')).toBe('ต่อเวลา 02:00');
    expect(clockText(t, 'Set 2 3-4')).toBe('เซต 2 · 3-4');
    expect(clockText(t, 'Map 2')).toBe('แมพ 2');
    expect(clockText(t, "67'")).toBe("67'");
    expect(clockText(t, '01:05')).toBe('01:05');
    expect(periodLabel(t, 'FOOTBALL', 2)).toBe('ครึ่ง 2');
  });

  it('shows a clock of a shape it does not know as the feed wrote it', () => {
    expect(clockText(tOf(en), 'Break')).toBe('Break');
    expect(periodLabel(tOf(en), 'BASKETBALL', 4)).toBe('Q4');
  });
});
