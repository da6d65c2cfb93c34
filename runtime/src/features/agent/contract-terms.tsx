import type { ContractTerms } from '../../../../contract/agent-contracts.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';

/** A contract's terms at a glance: the period or hours, then one line per tier. */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const t = useT();
  const money = useFormatMoney();
  const [language] = useLanguage();
  const locale = LANGUAGES[language].locale;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (bp: number) => percent.format(bp / 10_000);
  const count = new Intl.NumberFormat(locale);
  if (terms.kind === 'REALTIME_SALARY') {
    return (
      <p className="wl-agent-terms" data-testid="contract-terms">
        {t('agent.terms.realtime', {
          win: rate(terms.winRateBp),
          loss: rate(terms.lossRateBp),
          bet: money(terms.periodBet),
        })}
      </p>
    );
  }
  return (
    <div className="wl-agent-terms" data-testid="contract-terms">
      {terms.kind === 'DIVIDEND' && <span>{t(`agent.periodKind.${terms.period}`)}</span>}
      {terms.kind === 'HOURLY_SALARY' && (
        <span>{t('agent.terms.hours', { hours: count.format(terms.hours) })}</span>
      )}
      <ol className="wl-agent-terms__tiers">
        {terms.tiers.map((tier, i) => (
          <li key={i}>
            {t('agent.terms.tier', {
              bet: money(tier.minValidBet),
              active: count.format(tier.minActive),
              pays: 'rateBp' in tier ? rate(tier.rateBp) : money(tier.amount),
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}
