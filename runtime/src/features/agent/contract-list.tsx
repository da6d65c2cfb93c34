import { useState } from 'react';
import {
  contractList,
  contractRespond,
  type Contract,
  type ContractKind,
} from '../../../../contract/agent-contracts.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useBrandTime } from '../../app/ui/brand-time.ts';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { FormError } from '../../app/ui/form-field.tsx';
import { Pager } from '../../app/ui/pager.tsx';
import { QueryFailure } from '../../app/ui/query-failure.tsx';
import { StatusChip, type StatusTone } from '../../app/ui/status-chip.tsx';
import { useT } from '../../i18n/i18n.tsx';
import './agent-forms.css';
import { actionsFor, type ContractAction, type Side } from './contract-actions.ts';
import { ContractTermsView } from './contract-terms.tsx';

const PAGE_SIZE = 10;

const TONE: Record<Contract['status'], StatusTone> = {
  OFFERED: 'wait',
  SIGNED: 'ok',
  TERMINATING: 'wait',
  REJECTED: 'bad',
  WITHDRAWN: 'bad',
  TERMINATED: 'bad',
};

/** The contracts that accepting an offer would end (CONTRACT_CONFIRM_REQUIRED's value). */
function endsOf(error: PlatformError): Contract[] {
  const value = error.value as { ends?: Contract[] } | null | undefined;
  return Array.isArray(value?.ends) ? value.ends : [];
}

/**
 * Contracts where I am the downline (offers to answer, contracts I hold) or the upline (the
 * ones I gave), with what my side may do. Accepting a lower-rate offer first shows which of
 * the contracts I gave would end (spec §4), and goes ahead only once I confirm.
 */
export function ContractList({ side, kind }: { side: Side; kind?: ContractKind }) {
  const t = useT();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const query = useQuery(
    contractList,
    { side, ...(kind && { kind }), page, pageSize: PAGE_SIZE },
    { tags: ['contracts'] },
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; error: PlatformError } | null>(null);
  const [confirm, setConfirm] = useState<{ id: number; ends: Contract[] } | null>(null);
  const party = (p: Contract['upline']) =>
    p.account ? (p.nickname ? `${p.account} · ${p.nickname}` : p.account) : t('agent.house');

  const respond = async (id: number, action: ContractAction, confirmEnds?: boolean) => {
    setBusy(id);
    setFailure(null);
    try {
      await call(contractRespond, { id, action, ...(confirmEnds && { confirmEnds }) });
      setConfirm(null);
      query.reload();
    } catch (e: unknown) {
      const error = asPlatformError(e);
      if (error.code === 'CONTRACT_CONFIRM_REQUIRED') setConfirm({ id, ends: endsOf(error) });
      else if (error.code !== 'NOT_LOGGED_IN') setFailure({ id, error });
    } finally {
      setBusy(null);
    }
  };

  const value = query.value;
  if (!value && query.failure) return <QueryFailure error={query.failure} onRetry={query.reload} />;
  if (!value) {
    return (
      <div className="wl-page-loading" aria-busy="true">
        <div className="wl-spinner" />
      </div>
    );
  }
  if (value.items.length === 0) {
    return (
      <EmptyState
        text={t(side === 'DOWNLINE' ? 'agent.noContractsHeld' : 'agent.noContractsGiven')}
      />
    );
  }
  return (
    <>
      <ul className="wl-agent-contracts" data-testid={`contracts-${side}`}>
        {value.items.map((c) => (
          <li key={c.id} className="wl-agent-contract" data-testid={`contract-${c.id}`}>
            <div className="wl-agent-contract__head">
              <strong>{t(`agent.kind.${c.kind}`)}</strong>
              <StatusChip tone={TONE[c.status]}>{t(`agent.contractStatus.${c.status}`)}</StatusChip>
              <span className="wl-muted">
                {side === 'DOWNLINE'
                  ? t('agent.fromParty', { party: party(c.upline) })
                  : t('agent.toParty', { party: party(c.downline) })}
              </span>
              <time
                className="wl-muted wl-agent-contract__time"
                dateTime={c.signedAt ?? c.offeredAt}
              >
                {time(c.signedAt ?? c.offeredAt)}
              </time>
            </div>
            <ContractTermsView terms={c.terms} />
            {c.status === 'TERMINATING' && c.terminationBy && (
              <p className="wl-muted">
                {t(`agent.terminationBy.${c.terminationBy === side ? 'me' : 'other'}`)}
              </p>
            )}
            {confirm?.id === c.id ? (
              <div
                className="wl-agent-confirm"
                role="alert"
                aria-label={t('agent.confirmTitle')}
                data-testid="confirm-ends"
              >
                <p>{t('error.CONTRACT_CONFIRM_REQUIRED')}</p>
                <ul>
                  {confirm.ends.map((end) => (
                    <li key={end.id} data-testid="ending-contract">
                      {t('agent.endsLine', {
                        kind: t(`agent.kind.${end.kind}`),
                        party: party(end.downline),
                      })}
                      <ContractTermsView terms={end.terms} />
                    </li>
                  ))}
                </ul>
                <div className="wl-agent-actions">
                  <button
                    type="button"
                    className="wl-button wl-button--primary"
                    data-testid="confirm-accept"
                    disabled={busy === c.id}
                    onClick={() => void respond(c.id, 'ACCEPT', true)}
                  >
                    {t('agent.confirmAccept')}
                  </button>
                  <button
                    type="button"
                    className="wl-button wl-button--outline"
                    onClick={() => setConfirm(null)}
                  >
                    {t('agent.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              actionsFor(c, side).length > 0 && (
                <div className="wl-agent-actions">
                  {actionsFor(c, side).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={
                        action === 'ACCEPT'
                          ? 'wl-button wl-button--primary'
                          : 'wl-button wl-button--outline'
                      }
                      data-testid={`action-${action}`}
                      disabled={busy === c.id}
                      onClick={() => void respond(c.id, action)}
                    >
                      {t(`agent.action.${action}`)}
                    </button>
                  ))}
                </div>
              )
            )}
            {failure?.id === c.id && <FormError error={failure.error} />}
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={value.total} onPage={setPage} />
    </>
  );
}
