import { useAtomValue } from 'jotai';
import { maskIfMobile } from '../../../../contract/mask.ts';
import { isAgentRole } from '../../../../contract/roles.ts';
import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useId,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { memberInfo } from '../../../../contract/member.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { useQuery } from '../api/query.ts';
import type { AgentCentrePageProps } from '../feature.ts';
import { formatMoney } from '../money.ts';
import { sessionAtom } from '../session.ts';
import { useSite } from '../site.tsx';
import { DialogFrame } from '../ui/dialog-frame.tsx';
import { FormError } from '../ui/form-field.tsx';
import { Icon } from '../ui/icons.tsx';
import { AgentCentreMenu } from './agent-centre-menu.tsx';
import './member-centre.css';
import './agent-centre.css';

/** A page chunk that fails to download shows a retry instead of an empty pane. */
class PageBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Spinner() {
  return (
    <div className="wl-mc__loading" aria-busy="true">
      <span className="wl-spinner" />
    </div>
  );
}

function LoadedPage({
  Page,
  ...props
}: AgentCentrePageProps & { Page: ComponentType<AgentCentrePageProps> }) {
  return <Page {...props} />;
}

interface AgentCentreProps {
  /** The page shown; the first menu page when missing or not registered. */
  page?: string;
  onOpenPage: (page: string) => void;
  onClose: () => void;
}

/**
 * Spec §2.5 agent centre: the member centre's frame (left menu, right pane, close button, a
 * full screen on phones) over the pages the features register and home state allows.
 */
export default function AgentCentre({ page, onOpenPage, onClose }: AgentCentreProps) {
  const t = useT();
  const [language] = useLanguage();
  const { agentCentrePages, brand } = useSite();
  const titleId = useId();
  // Spec §2.5: the pages render only once the member's data has loaded, as in the member centre.
  const member = useQuery(memberInfo, {}, { tags: ['balance'] });
  const active =
    page && agentCentrePages.some((p) => p.key === page) ? page : agentCentrePages[0]?.key;
  const components = useMemo(
    () => new Map(agentCentrePages.map((p) => [p.key, lazy(p.load)] as const)),
    [agentCentrePages],
  );
  const openPage = useCallback(
    (key: string) => {
      if (agentCentrePages.some((p) => p.key === key)) onOpenPage(key);
    },
    [agentCentrePages, onOpenPage],
  );
  const Page = active ? components.get(active) : undefined;
  const entry = agentCentrePages.find((p) => p.key === active);
  // Spec §6: only agents (1, 2, 41, 42); however it was asked for, a player never sees it.
  const session = useAtomValue(sessionAtom);
  if (!session || !isAgentRole(session.role)) return null;

  return (
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-mc wl-ac"
      backdropClassName="wl-mc-backdrop"
      testId="agent-centre"
      initialFocus="dialog"
      lockScroll
    >
      <div className="wl-mc__head">
        <h2 id={titleId} className="wl-mc__title">
          {t('agentCentre.title')}
        </h2>
        {member.value && (
          <div className="wl-mc__who">
            <Icon name="user" size={16} />
            <span className="wl-mc__account">
              {maskIfMobile(member.value.nickname || member.value.account)}
            </span>
            <span className="wl-mc__sum" data-testid="agent-centre-balance">
              {formatMoney(member.value.sumBalance, brand.currency, LANGUAGES[language].locale)}
            </span>
          </div>
        )}
        <button
          type="button"
          className="wl-mc__close"
          data-testid="agent-centre-close"
          aria-label={t('notice.close')}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {!member.value && !member.failure && <Spinner />}
      {!member.value && member.failure && (
        <div className="wl-mc__loading">
          <FormError error={member.failure} />
          <button type="button" className="wl-button wl-button--outline" onClick={member.reload}>
            <Icon name="refresh" size={16} />
            {t('boot.retry')}
          </button>
        </div>
      )}
      {member.value && active && (
        <div className="wl-mc__body">
          <AgentCentreMenu pages={agentCentrePages} active={active} onSelect={openPage} />
          <section
            className="wl-mc__content"
            data-testid={`ac-page-${active}`}
            aria-label={entry ? t(entry.labelKey) : undefined}
          >
            <PageBoundary
              key={active}
              fallback={
                // A failed chunk import is cached by lazy(), so only a reload fetches it again.
                <div className="wl-mc__loading" role="alert">
                  <p>{t('error.NETWORK')}</p>
                  <button
                    type="button"
                    className="wl-button wl-button--outline"
                    onClick={() => location.reload()}
                  >
                    {t('boot.retry')}
                  </button>
                </div>
              }
            >
              <Suspense fallback={<Spinner />}>
                {Page && <LoadedPage Page={Page} openPage={openPage} />}
              </Suspense>
            </PageBoundary>
          </section>
        </div>
      )}
    </DialogFrame>
  );
}
