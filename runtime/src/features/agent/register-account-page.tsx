import { useState, type FormEvent } from 'react';
import { openTeamAccount, type TeamRole } from '../../../../contract/agent-team.ts';
import { registerSettings } from '../../../../contract/member.ts';
import { checkField, problemMessageKey } from '../../../../contract/validation.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { FormError, FormField, SubmitButton } from '../../app/ui/form-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import './agent-forms.css';
import { AgentPage } from './agent-table.tsx';
import { RoleChoice } from './role-choice.tsx';

type Field = 'account' | 'password' | 'confirm' | 'nickname';
type Opened = Awaited<ReturnType<typeof call<typeof openTeamAccount>>>;

/** Where a new agent's invitations sign up (the referral page's link shape). */
export const affiliateLink = (code: string) =>
  `${location.origin}/register?referralCode=${encodeURIComponent(code)}`;

/**
 * Spec §2.5 registerCenter: open a player or an agent account directly under me. Account and
 * password are checked against the merchant's register rules before sending (spec §5); the
 * platform checks them again. An agent's answer carries its affiliate link.
 */
export default function RegisterAccountPage() {
  const t = useT();
  const rules = useQuery(registerSettings, {}).value?.rules;
  const [role, setRole] = useState<TeamRole>('MEMBER');
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    password: '',
    confirm: '',
    nickname: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [opened, setOpened] = useState<Opened | null>(null);
  const { busy, failure, setFailure, send } = useSend();
  const submission = useSubmissionKey();

  const problem = (field: 'username' | 'password', label: string, value: string) => {
    const found = checkField(value, rules?.[field], true);
    if (!found) return undefined;
    return found.kind === 'required'
      ? t('validation.required', { field: label })
      : t(problemMessageKey(found) as MessageKey, { min: found.min, max: found.max });
  };
  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {
      account: problem('username', t('agent.account'), values.account.trim()),
      password: problem('password', t('field.password'), values.password),
      confirm: values.confirm !== values.password ? t('validation.mismatch') : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    const request = {
      role,
      account: values.account.trim(),
      nickname: values.nickname.trim() || undefined,
    };
    await send(async () => {
      const answer = await call(openTeamAccount, {
        ...request,
        password: values.password,
        idempotencyKey: submission.keyFor(request),
      });
      setOpened(answer);
    }, submission.settled);
  };

  if (opened) {
    return (
      <AgentPage title={t('ac.registerCenter')}>
        <section className="wl-mc-card" role="status" data-testid="account-opened">
          <p className="wl-form-done">
            <Icon name="check" size={18} />
            {t(opened.role === 'AGENT' ? 'agent.openedAgent' : 'agent.openedMember', {
              account: opened.account,
            })}
          </p>
          {opened.affiliateCode && (
            <label className="wl-agent-link">
              <span className="wl-muted">{t('agent.affiliateLink')}</span>
              <input
                readOnly
                value={affiliateLink(opened.affiliateCode)}
                data-testid="affiliate-link"
                onFocus={(e) => e.currentTarget.select()}
              />
            </label>
          )}
          <button
            type="button"
            className="wl-button wl-button--outline"
            onClick={() => {
              setOpened(null);
              setValues({ account: '', password: '', confirm: '', nickname: '' });
            }}
          >
            {t('agent.openAnother')}
          </button>
        </section>
      </AgentPage>
    );
  }

  return (
    <AgentPage title={t('ac.registerCenter')} lead={t('agent.registerLead')}>
      <section className="wl-mc-card">
        <form className="wl-form-stack" noValidate onSubmit={(e) => void submit(e)}>
          <RoleChoice value={role} onChange={setRole} />
          <FormField {...bind('account')} label={t('agent.account')} autoComplete="off" required />
          <FormField
            {...bind('password')}
            type="password"
            label={t('field.password')}
            autoComplete="new-password"
            required
          />
          <FormField
            {...bind('confirm')}
            type="password"
            label={t('field.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <FormField {...bind('nickname')} label={t('agent.nickname')} maxLength={32} />
          <FormError error={failure} />
          <SubmitButton busy={busy} testId="open-account-submit">
            {t('agent.openAccount')}
          </SubmitButton>
        </form>
      </section>
    </AgentPage>
  );
}
