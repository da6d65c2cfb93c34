import { useState, type FormEvent } from 'react';
import {
  contractOffer,
  type contractSettings,
  type ContractKind,
  type DividendPeriod,
} from '../../../../contract/agent-contracts.ts';
import { teamMembers } from '../../../../contract/agent-team.ts';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { useSite } from '../../app/site.tsx';
import { AmountField } from '../../app/ui/amount-field.tsx';
import { FormError, FormField, SelectField, SubmitButton } from '../../app/ui/form-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useT } from '../../i18n/i18n.tsx';
import './agent-forms.css';
import { buildTerms, draftFor, type OfferDraft, type OfferProblems } from './contract-rules.ts';
import { ContractTermsView } from './contract-terms.tsx';
import { TierEditor } from './tier-editor.tsx';

type Settings = EndpointValue<typeof contractSettings>;

/**
 * Spec §2.6 contract request page: offer a direct downline agent a contract of one of the
 * kinds the merchant's consolidated settings offer, within my own contract of that kind.
 */
export function OfferForm({
  settings,
  initialDownline,
  onSent,
}: {
  settings: Settings;
  initialDownline?: string;
  onSent: () => void;
}) {
  const t = useT();
  const { brand } = useSite();
  const currency = brand.currency;
  // Contracts go to direct downline agents only: the first level of my team, agents.
  const downlines = useQuery(teamMembers, { page: 1, pageSize: 50 }).value?.items.filter(
    (m) => m.level === 1 && m.role === 'AGENT',
  );
  const own = (kind: ContractKind) => settings.own.find((c) => c.kind === kind)?.terms;
  const firstKind = settings.kinds[0] ?? 'DIVIDEND';
  const [downline, setDownline] = useState(initialDownline ?? '');
  const [draft, setDraft] = useState<OfferDraft>(() =>
    draftFor(firstKind, own(firstKind), currency),
  );
  const [problems, setProblems] = useState<OfferProblems>({});
  const [sent, setSent] = useState<string | null>(null);
  const { busy, failure, setFailure, send } = useSend();
  const submission = useSubmissionKey();
  const chosen = downline || downlines?.[0]?.account || '';
  const patch = (next: Partial<OfferDraft>) => setDraft((was) => ({ ...was, ...next }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const built = buildTerms(draft, currency);
    const found: OfferProblems = 'problems' in built ? { ...built.problems } : {};
    if (!chosen) found.downline = 'agent.offer.chooseDownline';
    setProblems(found);
    if ('problems' in built || !chosen) return;
    const request = { downline: chosen, terms: built.terms };
    await send(async () => {
      await call(contractOffer, { ...request, idempotencyKey: submission.keyFor(request) });
      setSent(chosen);
      onSent();
    }, submission.settled);
  };

  if (sent) {
    return (
      <div className="wl-mc-card" role="status" data-testid="offer-sent">
        <p className="wl-form-done">
          <Icon name="check" size={18} />
          {t('agent.offer.sent', { account: sent })}
        </p>
        <button
          type="button"
          className="wl-button wl-button--outline"
          onClick={() => setSent(null)}
        >
          {t('agent.offer.another')}
        </button>
      </div>
    );
  }
  const ownTerms = own(draft.kind);
  const problem = (key: string) => (problems[key] ? t(problems[key]) : undefined);
  return (
    <form className="wl-form-stack wl-agent-offer" noValidate onSubmit={(e) => void submit(e)}>
      <div className="wl-agent-offer__row">
        <SelectField
          name="downline"
          label={t('agent.offer.downline')}
          options={(downlines ?? []).map((m) => ({
            value: m.account,
            label: m.nickname ? `${m.account} · ${m.nickname}` : m.account,
          }))}
          value={chosen}
          onChange={setDownline}
          error={problem('downline')}
          required
        />
        <SelectField
          name="kind"
          label={t('agent.offer.kind')}
          options={settings.kinds.map((k) => ({ value: k, label: t(`agent.kind.${k}`) }))}
          value={draft.kind}
          onChange={(value) => {
            const kind = value as ContractKind;
            setDraft(draftFor(kind, own(kind), currency));
            setProblems({});
          }}
        />
        {draft.kind === 'DIVIDEND' && (
          <SelectField
            name="period"
            label={t('agent.offer.period')}
            options={settings.dividendPeriods.map((p) => ({
              value: p,
              label: t(`agent.periodKind.${p}`),
            }))}
            value={draft.period}
            onChange={(value) => patch({ period: value as DividendPeriod })}
          />
        )}
        {draft.kind === 'HOURLY_SALARY' && (
          <FormField
            name="hours"
            label={t('agent.offer.hours')}
            inputMode="numeric"
            value={draft.hours}
            onChange={(hours) => patch({ hours })}
            error={problem('hours')}
            required
          />
        )}
      </div>
      {ownTerms && (
        <div className="wl-agent-own">
          <span className="wl-muted">{t('agent.offer.ownTerms')}</span>
          <ContractTermsView terms={ownTerms} />
        </div>
      )}
      {draft.kind === 'REALTIME_SALARY' ? (
        <div className="wl-agent-offer__row">
          <FormField
            name="winRate"
            label={t('agent.offer.winRate')}
            inputMode="decimal"
            value={draft.winRate}
            onChange={(winRate) => patch({ winRate })}
            error={problem('winRate')}
            required
          />
          <FormField
            name="lossRate"
            label={t('agent.offer.lossRate')}
            inputMode="decimal"
            value={draft.lossRate}
            onChange={(lossRate) => patch({ lossRate })}
            error={problem('lossRate')}
            required
          />
          <AmountField
            name="periodBet"
            label={t('agent.offer.periodBet')}
            currency={currency}
            value={draft.periodBet}
            onChange={(periodBet) => patch({ periodBet })}
            error={problem('periodBet')}
            required
          />
        </div>
      ) : (
        <TierEditor
          pays={draft.kind === 'DIVIDEND' ? 'rate' : 'amount'}
          tiers={draft.tiers}
          onChange={(tiers) => patch({ tiers })}
          problems={problems}
        />
      )}
      <FormError error={failure} />
      <SubmitButton busy={busy} testId="offer-submit">
        {t('agent.offer.send')}
      </SubmitButton>
    </form>
  );
}
