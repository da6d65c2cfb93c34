import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { isAgentRole } from '../../../../contract/roles.ts';
import type { PageProps } from '../../app/feature.ts';
import { openModalAtom, useOpenModal } from '../../app/modals.ts';
import { sessionAtom } from '../../app/session.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import './agent-notices.css';

/**
 * Spec §6 agent entrance (/agent): a visitor logs in and lands in the agent centre. A
 * logged-in player is told "Not an agent, cannot log in" (spec §8) and stays a player: the
 * member entrance keeps working for everyone.
 */
export default function AgentEntrancePage({ titleKey }: PageProps) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const agent = session !== null && isAgentRole(session.role);
  // Open each popup once per state: closing it leaves the page's own buttons.
  const opened = useRef<string | null>(null);
  const current = useAtomValue(openModalAtom);
  useEffect(() => {
    const state = session ? (agent ? 'agent' : 'player') : 'guest';
    if (opened.current === state) return;
    // What the login itself opened goes first: a forced password change (spec §4) must be
    // done before the agent centre's calls are allowed, and its notice read.
    if (state === 'agent' && current !== null && current.id !== 'loginModal') return;
    opened.current = state;
    if (state === 'guest') openModal({ id: 'loginModal', entrance: 'AGENT' });
    if (state === 'agent') openModal({ id: 'agentCentre' });
  }, [session, agent, openModal, current]);

  return (
    <section className="wl-agent-entrance" data-testid="agent-entrance">
      <div className="wl-agent-entrance__card">
        <span className="wl-agent-entrance__icon">
          <Icon name="user" size={32} />
        </span>
        <h1>{t(titleKey)}</h1>
        {!session && (
          <>
            <p className="wl-muted">{t('agent.entrance.lead')}</p>
            <button
              type="button"
              className="wl-button wl-button--primary wl-button--lg"
              data-testid="agent-login"
              onClick={() => openModal({ id: 'loginModal', entrance: 'AGENT' })}
            >
              {t('agent.entrance.login')}
            </button>
          </>
        )}
        {session && !agent && (
          <p className="wl-form-error" role="alert" data-testid="not-an-agent">
            {t('error.NOT_AN_AGENT')}
          </p>
        )}
        {agent && (
          <button
            type="button"
            className="wl-button wl-button--primary wl-button--lg"
            data-testid="agent-open"
            onClick={() => openModal({ id: 'agentCentre' })}
          >
            {t('agent.entrance.open')}
          </button>
        )}
      </div>
    </section>
  );
}
