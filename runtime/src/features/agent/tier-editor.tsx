import { MAX_TIERS } from '../../../../contract/agent-contracts.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useSite } from '../../app/site.tsx';
import { currencySymbol } from '../../app/ui/amount-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useLanguage, useT, type MessageKey } from '../../i18n/i18n.tsx';
import { emptyTier, type OfferProblems, type TierDraft } from './contract-rules.ts';
import './agent-forms.css';

type Column = { field: keyof TierDraft; label: MessageKey; unit: 'money' | 'count' | 'percent' };

/**
 * The tiers of a dividend or salary offer, one row each: the team's minimum valid bet and
 * active members, and what the tier pays (a rate of the loss, or an amount). Rows are added
 * up to the platform's limit and removed down to one.
 */
export function TierEditor({
  pays,
  tiers,
  onChange,
  problems,
}: {
  pays: 'rate' | 'amount';
  tiers: readonly TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  problems: OfferProblems;
}) {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  const symbol = currencySymbol(brand.currency, LANGUAGES[language].locale);
  const columns: Column[] = [
    { field: 'minValidBet', label: 'agent.offer.minValidBet', unit: 'money' },
    { field: 'minActive', label: 'agent.offer.minActive', unit: 'count' },
    pays === 'rate'
      ? { field: 'rate', label: 'agent.offer.rate', unit: 'percent' }
      : { field: 'amount', label: 'agent.offer.amount', unit: 'money' },
  ];
  const set = (index: number, field: keyof TierDraft, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  return (
    <fieldset className="wl-agent-tiers" data-testid="tier-editor">
      <legend>{t('agent.offer.tiers')}</legend>
      {tiers.map((tier, index) => (
        <div key={index} className="wl-agent-tier" data-testid={`tier-${index}`}>
          <span className="wl-agent-tier__index">{index + 1}</span>
          {columns.map((c) => {
            const problem = problems[`tiers.${index}.${c.field}`];
            const id = `tier-${index}-${c.field}`;
            return (
              <label key={c.field} className="wl-agent-tier__cell" htmlFor={id}>
                <span className="wl-agent-tier__label">{t(c.label)}</span>
                <span className="wl-agent-tier__input">
                  {c.unit === 'money' && <span className="wl-agent-tier__unit">{symbol}</span>}
                  <input
                    id={id}
                    name={id}
                    data-testid={`field-${id}`}
                    className="wl-form-field__input"
                    inputMode={c.unit === 'count' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    value={tier[c.field]}
                    aria-invalid={Boolean(problem)}
                    onChange={(e) => set(index, c.field, e.target.value)}
                  />
                  {c.unit === 'percent' && <span className="wl-agent-tier__unit">%</span>}
                </span>
                {problem && <span className="wl-form-field__error">{t(problem)}</span>}
              </label>
            );
          })}
          <button
            type="button"
            className="wl-mc__close wl-agent-tier__remove"
            aria-label={t('agent.offer.removeTier', { n: index + 1 })}
            data-testid={`remove-tier-${index}`}
            disabled={tiers.length <= 1}
            onClick={() => onChange(tiers.filter((_, i) => i !== index))}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
      {problems.tiers && <p className="wl-form-field__error">{t(problems.tiers)}</p>}
      <button
        type="button"
        className="wl-button wl-button--outline"
        data-testid="add-tier"
        disabled={tiers.length >= MAX_TIERS}
        onClick={() => onChange([...tiers, emptyTier()])}
      >
        {t('agent.offer.addTier')}
      </button>
    </fieldset>
  );
}
