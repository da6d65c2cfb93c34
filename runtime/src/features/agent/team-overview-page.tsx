import { useState } from 'react';
import { teamOverview } from '../../../../contract/agent-team.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useQuery } from '../../app/api/query.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { DateRange, LOOK_BACK_PICKS, quickRange, useBrandToday } from '../../app/ui/date-range.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { useLanguage, useT, type MessageKey } from '../../i18n/i18n.tsx';
import { AgentPage } from './agent-table.tsx';
import { TeamChart } from './team-chart.tsx';

const METRICS = [
  'validBet',
  'profit',
  'deposit',
  'withdrawal',
  'newMembers',
  'activeMembers',
] as const;
type Metric = (typeof METRICS)[number];
const COUNTS: ReadonlySet<Metric> = new Set(['newMembers', 'activeMembers']);

const LABEL: Record<Metric, MessageKey> = {
  validBet: 'agent.figure.validBet',
  profit: 'agent.figure.profit',
  deposit: 'agent.figure.deposit',
  withdrawal: 'agent.figure.withdrawal',
  newMembers: 'agent.figure.newMembers',
  activeMembers: 'agent.figure.activeMembers',
};

/** Spec §2.5 team overview: the team's size, its figures over a range, and a chart per day. */
export default function TeamOverviewPage() {
  const t = useT();
  const [language] = useLanguage();
  const money = useFormatMoney();
  const today = useBrandToday();
  const [range, setRange] = useState(() => quickRange('prev7', today()));
  const [metric, setMetric] = useState<Metric>('validBet');
  const query = useQuery(teamOverview, range, { tags: ['records'] });
  const count = new Intl.NumberFormat(LANGUAGES[language].locale);
  const format = (m: Metric) => (value: number) =>
    COUNTS.has(m) ? count.format(value) : money(value);
  const value = query.value;
  return (
    <AgentPage title={t('ac.teamOverview')}>
      <div className="wl-filters">
        <DateRange value={range} picks={LOOK_BACK_PICKS} onChange={setRange} />
      </div>
      {!value && query.failure && <QueryFailure error={query.failure} onRetry={query.reload} />}
      {!value && !query.failure && (
        <div className="wl-page-loading" aria-busy="true">
          <div className="wl-spinner" />
        </div>
      )}
      {value && (
        <>
          <div className="wl-agent-figures wl-agent-figures--three" data-testid="team-size">
            <Figure label={t('agent.figure.teamSize')} value={count.format(value.teamSize)} />
            <Figure label={t('agent.figure.direct')} value={count.format(value.directMembers)} />
            <Figure label={t('agent.figure.agents')} value={count.format(value.agents)} />
          </div>
          <div className="wl-agent-figures" role="group" aria-label={t('agent.chartMetric')}>
            {METRICS.map((m) => (
              <button
                key={m}
                type="button"
                className={m === metric ? 'wl-agent-figure is-active' : 'wl-agent-figure'}
                aria-pressed={m === metric}
                data-testid={`figure-${m}`}
                onClick={() => setMetric(m)}
              >
                <span className="wl-agent-figure__label">{t(LABEL[m])}</span>
                <span
                  className={
                    m === 'profit' && value.totals.profit < 0
                      ? 'wl-agent-figure__value wl-money--out'
                      : 'wl-agent-figure__value'
                  }
                >
                  {format(m)(value.totals[m])}
                </span>
              </button>
            ))}
          </div>
          <section className="wl-mc-card">
            <h3 className="wl-mc-card__title">{t('agent.perDay', { figure: t(LABEL[metric]) })}</h3>
            <TeamChart
              points={value.days.map((d) => ({ day: d.day, value: d[metric] }))}
              format={format(metric)}
              label={t('agent.perDay', { figure: t(LABEL[metric]) })}
            />
          </section>
        </>
      )}
    </AgentPage>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="wl-agent-figure is-static">
      <span className="wl-agent-figure__label">{label}</span>
      <span className="wl-agent-figure__value">{value}</span>
    </div>
  );
}
