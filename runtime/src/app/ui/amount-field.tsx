import { useId, type ReactNode } from 'react';
import { LANGUAGES } from '../../../../contract/languages.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { amountText, formatMoney, parseAmount, type Currency } from '../money.ts';
import { FieldFrame, describedBy } from './form-field.tsx';
import './form-field.css';

export interface AmountFieldProps {
  name?: string;
  label: string;
  /** What the member typed; the form turns it into minor units with parseAmount. */
  value: string;
  onChange: (text: string) => void;
  currency: Currency;
  /** Minor units. */
  min?: number;
  /** Minor units. */
  max?: number;
  error?: string;
  /** Quick amounts in minor units, shown as buttons under the input. */
  presets?: readonly number[];
  /** The test id of a preset button; `amount-preset-<minor>` unless the page needs its own. */
  presetTestId?: (minor: number) => string;
  /** Shown instead of the min/max line. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The currency's symbol in this language ("$", "₫", "Rs"), falling back to its code. */
export function currencySymbol(currency: Currency, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency.code;
  } catch {
    return currency.code;
  }
}

/** The minor-unit amount a text means, or null when it is not an amount within the limits. */
export function amountWithin(
  text: string,
  currency: Currency,
  limits: { min?: number; max?: number },
): number | null {
  const minor = parseAmount(text, currency);
  if (minor === null || minor <= 0) return null;
  if (limits.min !== undefined && minor < limits.min) return null;
  if (limits.max !== undefined && minor > limits.max) return null;
  return minor;
}

/** A money input: the currency beside it, decimal keyboard on phones, limits underneath. */
export function AmountField({
  name = 'amount',
  label,
  value,
  onChange,
  currency,
  min,
  max,
  error,
  presets,
  presetTestId = (minor) => `amount-preset-${minor}`,
  hint,
  required,
  disabled,
}: AmountFieldProps) {
  const id = useId();
  const t = useT();
  const [language] = useLanguage();
  const locale = LANGUAGES[language].locale;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const limits =
    min !== undefined && max !== undefined
      ? t('amount.limits', { min: money(min), max: money(max) })
      : min !== undefined
        ? t('amount.min', { min: money(min) })
        : max !== undefined
          ? t('amount.max', { max: money(max) })
          : undefined;
  const shownHint = hint ?? limits;
  const current = parseAmount(value, currency);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={shownHint}>
      <div className="wl-amount">
        <span className="wl-amount__currency" title={currency.code}>
          {currencySymbol(currency, locale)}
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode={currency.minorUnits > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          className="wl-form-field__input"
          data-testid={`field-${name}`}
          value={value}
          disabled={disabled}
          placeholder={amountText(0, currency)}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, shownHint)}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {presets && presets.length > 0 && (
        <div className="wl-amount__presets" role="group" aria-label={label}>
          {presets.map((minor) => (
            <button
              key={minor}
              type="button"
              className="wl-amount__preset"
              data-testid={presetTestId(minor)}
              aria-pressed={current === minor}
              disabled={disabled}
              onClick={() => onChange(amountText(minor, currency))}
            >
              {money(minor)}
            </button>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
