import { TEAM_ROLES, type TeamRole } from '../../../../contract/agent-team.ts';
import { useT } from '../../i18n/i18n.tsx';

/** Player or agent, as two pressed buttons (a choice of two reads faster than a select). */
export function RoleChoice({
  value,
  onChange,
}: {
  value: TeamRole;
  onChange: (role: TeamRole) => void;
}) {
  const t = useT();
  return (
    <div className="wl-agent-segment" role="group" aria-label={t('agent.accountType.label')}>
      {TEAM_ROLES.map((role) => (
        <button
          key={role}
          type="button"
          className={role === value ? 'wl-agent-segment__item is-active' : 'wl-agent-segment__item'}
          aria-pressed={role === value}
          data-testid={`role-${role}`}
          onClick={() => onChange(role)}
        >
          {t(`agent.role.${role}`)}
        </button>
      ))}
    </div>
  );
}
