import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';
import { formatClock } from './clock-format.ts';

/** Spec §2.2: the current time in the brand's timezone, on server time, ticking every second. */
export function Clock() {
  const t = useT();
  const { brand, clockOffset } = useSite();
  const [now, setNow] = useState(() => Date.now() + clockOffset);

  // Tick on the server's second boundaries, so the seconds change when they really do.
  useEffect(() => {
    let id: ReturnType<typeof setTimeout>;
    const untilNextSecond = () => 1000 - ((Date.now() + clockOffset) % 1000);
    const tick = () => {
      setNow(Date.now() + clockOffset);
      id = setTimeout(tick, untilNextSecond());
    };
    id = setTimeout(tick, untilNextSecond());
    return () => clearTimeout(id);
  }, [clockOffset]);

  const text = formatClock(now, brand.timezone);
  return (
    <span className="wl-clock" title={t('header.clock')}>
      <Icon name="clock" size={16} />
      <time data-testid="clock" dateTime={new Date(now).toISOString()} dir="ltr">
        {text}
      </time>
    </span>
  );
}
