import { useState, type FormEvent } from 'react';
import { bankList, cardBind, type BankCard } from '../../../../contract/account.ts';
import { call } from '../../app/api/call.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { FormError, FormField, SelectField, SubmitButton } from '../../app/ui/form-field.tsx';
import { FUND_PASSWORD_PATTERN, FundPasswordField } from '../../app/ui/fund-password-field.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { cardDigits } from '../../../../contract/card-number.ts';

/** The platform binds at most 5 cards per member (contract/account.ts cardBind). */
export const CARD_LIMIT = 5;

type Field = 'holder' | 'bankCode' | 'cardNumber' | 'fundPassword';

function BindCardForm({
  realName,
  fundPasswordSet,
  onBound,
  onCancel,
}: {
  realName: string | null;
  fundPasswordSet: boolean;
  onBound: (card: BankCard) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const banks = useQuery(bankList, {});
  const [input, setInput] = useState<Record<Field, string>>({
    holder: '',
    bankCode: '',
    cardNumber: '',
    fundPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { busy, failure, setFailure, send } = useSend();

  const change = (name: Field) => (value: string) => {
    setInput((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const digits = cardDigits(input.cardNumber);
    const found: Partial<Record<Field, string>> = {};
    if (!input.holder.trim()) found.holder = t('card.holderRequired');
    if (!input.bankCode) found.bankCode = t('card.bankRequired');
    if (!digits) found.cardNumber = t('error.CARD_NUMBER_INVALID');
    if (!FUND_PASSWORD_PATTERN.test(input.fundPassword))
      found.fundPassword = t('fundPassword.format');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !digits) return;
    await send(async () => {
      const card = await call(cardBind, {
        holder: input.holder.trim(),
        bankCode: input.bankCode,
        cardNumber: digits,
        fundPassword: input.fundPassword,
      });
      onBound(card);
    });
  };

  return (
    <form className="wl-form-stack" noValidate onSubmit={(e) => void submit(e)}>
      {!fundPasswordSet && (
        <p className="wl-account__warn" role="note">
          {t('card.needsFundPassword')}
        </p>
      )}
      <FormField
        name="holder"
        label={t('card.holder')}
        autoComplete="name"
        placeholder={realName ?? undefined}
        hint={realName ? t('card.holderHint', { name: realName }) : t('card.holderFirst')}
        value={input.holder}
        onChange={change('holder')}
        error={errors.holder}
        maxLength={64}
        required
      />
      <SelectField
        name="bankCode"
        label={t('card.bank')}
        placeholder={t('card.chooseBank')}
        options={(banks.value ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        value={input.bankCode}
        onChange={change('bankCode')}
        error={errors.bankCode}
        required
      />
      <FormField
        name="cardNumber"
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        value={input.cardNumber}
        onChange={change('cardNumber')}
        error={errors.cardNumber}
        required
      />
      <FundPasswordField
        value={input.fundPassword}
        onChange={change('fundPassword')}
        error={errors.fundPassword}
      />
      <FormError error={failure ?? banks.failure} />
      <div className="wl-account__actions">
        <SubmitButton testId="card-bind-submit" busy={busy}>
          {t('card.bindSubmit')}
        </SubmitButton>
        <button type="button" className="wl-button wl-button--ghost" onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Bound bank cards (never the full number) and the form that binds another. */
export function BankCards({
  cards,
  realName,
  fundPasswordSet,
  onBound,
}: {
  cards: readonly BankCard[];
  realName: string | null;
  fundPasswordSet: boolean;
  onBound: (card: BankCard) => void;
}) {
  const t = useT();
  const [binding, setBinding] = useState(false);
  return (
    <div className="wl-account__cards">
      {cards.length === 0 && !binding && <p className="wl-muted">{t('card.none')}</p>}
      {cards.length > 0 && (
        <ul className="wl-bank-cards">
          {cards.map((card) => (
            <li key={card.id} className="wl-bank-card" data-testid="bank-card">
              <span className="wl-bank-card__bank">{card.bankName}</span>
              <span className="wl-bank-card__number" dir="ltr">
                •••• •••• {card.last4}
              </span>
              <span className="wl-bank-card__holder">{card.holder}</span>
            </li>
          ))}
        </ul>
      )}
      {binding ? (
        <BindCardForm
          realName={realName}
          fundPasswordSet={fundPasswordSet}
          onCancel={() => setBinding(false)}
          onBound={(card) => {
            setBinding(false);
            onBound(card);
          }}
        />
      ) : (
        cards.length < CARD_LIMIT && (
          <button
            type="button"
            className="wl-button wl-button--outline"
            data-testid="card-bind"
            onClick={() => setBinding(true)}
          >
            {t('card.bind')}
          </button>
        )
      )}
    </div>
  );
}
