import { maskIfMobile } from '../../../../contract/mask.ts';
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
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import type { PlatformError } from '../../../../contract/errors.ts';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { memberInfo } from '../../../../contract/member.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { useQuery } from '../api/query.ts';
import type { MemberCentrePageKey, MemberCentrePageProps } from '../feature.ts';
import { formatMoney } from '../money.ts';
import { useSite } from '../site.tsx';
import { DialogFrame } from '../ui/dialog-frame.tsx';
import { FormError } from '../ui/form-field.tsx';
import { Icon } from '../ui/icons.tsx';
import { MemberCentreMenu } from './member-centre-menu.tsx';
import './member-centre.css';

type Member = EndpointValue<typeof memberInfo>;
type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; member: Member }
  | { state: 'failed'; error: PlatformError };

/**
 * Spec §2.4: rendered only once member data has loaded; re-read quietly after money moves
 * (the "balance" tag), keeping the last answer on screen.
 */
function useMember() {
  const query = useQuery(memberInfo, {}, { tags: ['balance'] });
  const loaded: Loaded = query.value
    ? { state: 'ready', member: query.value }
    : query.failure && !query.loading
      ? { state: 'failed', error: query.failure }
      : { state: 'loading' };
  return { loaded, retry: query.reload };
}

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

function LoadedPage({
  Page,
  ...props
}: MemberCentrePageProps & { Page: ComponentType<MemberCentrePageProps> }) {
  return <Page {...props} />;
}

interface MemberCentreProps {
  /** The page shown; the first menu page when missing or not registered. */
  page?: MemberCentrePageKey;
  /** Switches pages (the shell keeps the page in openModalAtom, so a popup opened from a page
   *  can come back to it). */
  onOpenPage: (page: MemberCentrePageKey) => void;
  onClose: () => void;
}

/** Spec §2.4 member centre: left menu, right content, close button; a full screen on phones. */
export default function MemberCentre({ page, onOpenPage, onClose }: MemberCentreProps) {
  const t = useT();
  const [language] = useLanguage();
  const { memberCentrePages, brand } = useSite();
  const titleId = useId();
  const { loaded, retry } = useMember();
  const first = memberCentrePages.find((p) => p.inMenu)?.key ?? memberCentrePages[0]?.key;
  const known = (key: MemberCentrePageKey | undefined) =>
    key && memberCentrePages.some((p) => p.key === key) ? key : first;
  const active = known(page);

  // One lazy component per page for the life of the popup, so going back is instant.
  const components = useMemo(
    () =>
      new Map<MemberCentrePageKey, ComponentType<MemberCentrePageProps>>(
        memberCentrePages.map((p) => [p.key, lazy(p.load)]),
      ),
    [memberCentrePages],
  );
  const openPage = useCallback(
    (key: MemberCentrePageKey) => {
      if (memberCentrePages.some((p) => p.key === key)) onOpenPage(key);
    },
    [memberCentrePages, onOpenPage],
  );

  const Page = active ? components.get(active) : undefined;
  const entry = memberCentrePages.find((p) => p.key === active);
  const locale = LANGUAGES[language].locale;

  return (
    // The popup itself takes focus (no ring on a button nobody chose); Tab moves inside it.
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-mc"
      backdropClassName="wl-mc-backdrop"
      testId="member-centre"
      initialFocus="dialog"
      lockScroll
    >
      <div className="wl-mc__head">
        <h2 id={titleId} className="wl-mc__title">
          {t('memberCentre.title')}
        </h2>
        {loaded.state === 'ready' && (
          <div className="wl-mc__who">
            <Icon name="user" size={16} />
            <span className="wl-mc__account">
              {maskIfMobile(loaded.member.nickname || loaded.member.account)}
            </span>
            <span className="wl-mc__sum" data-testid="member-centre-balance">
              {formatMoney(loaded.member.sumBalance, brand.currency, locale)}
            </span>
          </div>
        )}
        <button
          type="button"
          className="wl-mc__close"
          data-testid="member-centre-close"
          aria-label={t('notice.close')}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {loaded.state === 'loading' && (
        <div className="wl-mc__loading" aria-busy="true">
          <span className="wl-spinner" />
        </div>
      )}
      {loaded.state === 'failed' && (
        <div className="wl-mc__loading">
          <FormError error={loaded.error} />
          <button type="button" className="wl-button wl-button--outline" onClick={retry}>
            <Icon name="refresh" size={16} />
            {t('boot.retry')}
          </button>
        </div>
      )}
      {loaded.state === 'ready' && active && (
        <div className="wl-mc__body">
          <MemberCentreMenu
            pages={memberCentrePages}
            active={active}
            onSelect={openPage}
            badges={{}}
          />
          <section
            className="wl-mc__content"
            data-testid={`mc-page-${active}`}
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
              <Suspense
                fallback={
                  <div className="wl-mc__loading" aria-busy="true">
                    <span className="wl-spinner" />
                  </div>
                }
              >
                {Page && <LoadedPage Page={Page} openPage={openPage} />}
              </Suspense>
            </PageBoundary>
          </section>
        </div>
      )}
    </DialogFrame>
  );
}
