import { useState, type FormEvent } from 'react';
import type { TeamMember } from '../../../../contract/agent-team.ts';
import { memberTransfer } from '../../../../contract/wallet.ts';
import { call } from '../../app/api/call.ts';
import { useSend } from '../../app/api/use-send.ts';
import { moneyMoved } from '../../app/money.ts';
import { useSite } from '../../app/site.tsx';
import { AmountField, amountWithin } from '../../app/ui/amount-field.tsx';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { FormError, SubmitButton } from '../../app/ui/form-field.tsx';
import { FUND_PASSWORD_PATTERN, FundPasswordField } from '../../app/ui/fund-password-field.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useT } from '../../i18n/i18n.tsx';
import './agent-forms.css';

/**
 * Money to a direct downline from a team-management row: the member transfer of spec §6
 * (the wallet's "transfer to upline" page, downline side), checked with the fund password.
 */
export function DownlineTransfer({
  member,
  onClose,
  onDone,
}: {
  member: TeamMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const money = useFormatMoney();
  const { brand } = useSite();
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; fundPassword?: string }>({});
  const [main, setMain] = useState<number | null>(null);
  const { busy, failure, setFailure, send } = useSend();
  const submission = useSubmissionKey();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = amountWithin(amount, brand.currency, {});
    const found = {
      amount: minor === null ? t('agent.amountInvalid') : undefined,
      fundPassword: FUND_PASSWORD_PATTERN.test(fundPassword) ? undefined : t('fundPassword.format'),
    };
    setErrors(found);
    setFailure(null);
    if (minor === null || found.fundPassword) return;
    const request = { direction: 'DOWNLINE' as const, account: member.account, amount: minor };
    await send(async () => {
      const after = await call(memberTransfer, {
        ...request,
        fundPassword,
        idempotencyKey: submission.keyFor(request),
      });
      setMain(after.main);
      moneyMoved();
      onDone();
    }, submission.settled);
  };

  return (
    <section className="wl-mc-card wl-agent-panel" data-testid="downline-transfer">
      <div className="wl-agent-panel__head">
        <h3 className="wl-mc-card__title">
          {t('agent.transferTo', { account: member.nickname || member.account })}
        </h3>
        <button
          type="button"
          className="wl-mc__close"
          aria-label={t('notice.close')}
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      {main !== null ? (
        <p className="wl-form-done" role="status" data-testid="downline-transfer-done">
          <Icon name="check" size={18} />
          {t('agent.transferDone', { amount: money(main) })}
        </p>
      ) : (
        <form
          className="wl-form-stack wl-agent-inline-form"
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <AmountField
            label={t('table.amount')}
            currency={brand.currency}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((was) => ({ ...was, amount: undefined }));
            }}
            error={errors.amount}
            required
          />
          <FundPasswordField
            value={fundPassword}
            onChange={(value) => {
              setFundPassword(value);
              setErrors((was) => ({ ...was, fundPassword: undefined }));
            }}
            error={errors.fundPassword}
          />
          <FormError error={failure} />
          <SubmitButton busy={busy} testId="downline-transfer-submit">
            {t('agent.transfer')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
