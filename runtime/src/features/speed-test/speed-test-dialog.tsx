import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { domainRoute } from '../../../../contract/domain-route.ts';
import { call } from '../../app/api/call.ts';
import { NoticeDialog } from '../../app/ui/notice-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { fastestDomain, measureDomains, type DomainSpeed } from './measure-domains.ts';
import './speed-test.css';

type Phase = 'measuring' | 'done' | 'failed';

const browserTimer = {
  fetch: (url: string, init: RequestInit) => fetch(url, init),
  now: () => performance.now(),
};

/** Spec §3 domain list: the platform's domains, each timed from the player's browser. */
export function SpeedTestDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [domains, setDomains] = useState<string[]>([]);
  const [results, setResults] = useState<DomainSpeed[]>([]);
  const [phase, setPhase] = useState<Phase>('measuring');
  // Each press of Test again is a new attempt; the effect measures it and forgets older ones.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stale = false;
    const run = async () => {
      const list = (await call(domainRoute, {})).map((entry) => entry.domain);
      if (stale) return;
      setDomains(list);
      await measureDomains(list, window.location, browserTimer, (result) => {
        if (!stale) setResults((done) => [...done, result]);
      });
      if (!stale) setPhase('done');
    };
    run().catch(() => {
      if (!stale) setPhase('failed');
    });
    return () => {
      stale = true;
    };
  }, [attempt]);

  const again = () => {
    setPhase('measuring');
    setResults([]);
    setAttempt((n) => n + 1);
  };

  const fastest = phase === 'done' ? fastestDomain(results) : null;
  const body =
    phase === 'failed' ? (
      <p role="alert">{t('error.NETWORK')}</p>
    ) : phase === 'done' && domains.length === 0 ? (
      <p>{t('speedTest.none')}</p>
    ) : (
      <>
        <p>{t('speedTest.intro')}</p>
        <ul className="wl-speed" data-testid="speed-test-results" aria-busy={phase === 'measuring'}>
          {domains.map((domain) => {
            const result = results.find((r) => r.domain === domain);
            return (
              <li
                key={domain}
                className="wl-speed__row"
                data-testid="speed-test-domain"
                data-fastest={domain === fastest ? 'true' : undefined}
              >
                <span className="wl-speed__domain" dir="ltr">
                  {domain}
                </span>
                {domain === fastest && <span className="wl-chip">{t('speedTest.fastest')}</span>}
                <span className="wl-speed__ms" data-testid="speed-test-latency">
                  {!result
                    ? t('speedTest.measuring')
                    : result.ms === null
                      ? t('speedTest.unreachable')
                      : t('speedTest.latency', { ms: result.ms })}
                </span>
              </li>
            );
          })}
        </ul>
      </>
    );

  // A portal: the side bar is a transformed box, which would hold a fixed dialog inside it.
  return createPortal(
    <NoticeDialog
      title={t('notice.speedTestTitle')}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="wl-button wl-button--ghost"
            disabled={phase === 'measuring'}
            onClick={again}
          >
            {t('speedTest.again')}
          </button>
          <button type="button" className="wl-button wl-button--primary" onClick={onClose}>
            {t('notice.close')}
          </button>
        </>
      }
    >
      {body}
    </NoticeDialog>,
    document.body,
  );
}
