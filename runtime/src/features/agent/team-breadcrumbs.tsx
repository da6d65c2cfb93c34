import { Fragment } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { Chevron } from './chevron.tsx';

/**
 * Where a drill-down stands: "My team › a1 › b7". Every step but the last opens that level;
 * `path` runs from my first level down to the member whose downlines show.
 */
export function TeamBreadcrumbs({
  path,
  onOpen,
}: {
  path: readonly string[];
  onOpen: (account: string | undefined) => void;
}) {
  const t = useT();
  const steps: { account: string | undefined; label: string }[] = [
    { account: undefined, label: t('agent.myTeam') },
    ...path.map((account) => ({ account, label: account })),
  ];
  return (
    <nav className="wl-agent-crumbs" aria-label={t('agent.breadcrumbs')} data-testid="team-crumbs">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <Fragment key={step.label + i}>
            {i > 0 && <Chevron />}
            {last ? (
              <span className="wl-agent-crumb is-current" aria-current="page">
                {step.label}
              </span>
            ) : (
              <button type="button" className="wl-agent-crumb" onClick={() => onOpen(step.account)}>
                {step.label}
              </button>
            )}
          </Fragment>
        );
      })}
    </nav>
  );
}
