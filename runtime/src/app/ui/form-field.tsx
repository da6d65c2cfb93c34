import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { ERROR_MESSAGES, type PlatformError } from '../../../../contract/errors.ts';
import { useT, type MessageKey, type Translate } from '../../i18n/i18n.tsx';
import './form-field.css';

/** The catalogue message of a platform error in the reader's language (spec §8). */
export function platformErrorText(t: Translate, error: PlatformError): string {
  return Object.hasOwn(ERROR_MESSAGES, error.code)
    ? t(`error.${error.code}` as MessageKey)
    : error.message;
}

/** A whole form's failure (the server's answer), above its submit button. */
export function FormError({ error }: { error: PlatformError | string | null | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="wl-form-error" role="alert" data-testid="form-error">
      {typeof error === 'string' ? error : platformErrorText(t, error)}
    </p>
  );
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The ids an input points at with aria-describedby, so both share one rule. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label above, control in the middle, hint and error underneath: every form field's shape. */
export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: FieldFrameProps) {
  const classes = ['wl-form-field', error && 'has-error', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="wl-form-field__label" htmlFor={id}>
        {required && (
          <span className="wl-form-field__star" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="wl-form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="wl-form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number' | 'search' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled text input; `field-<name>` is its test id (the same as identity's fields). */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  required,
  maxLength,
  placeholder,
  disabled,
}: FormFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type={type}
        className="wl-form-field__input"
        data-testid={`field-${name}`}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown (and not choosable) while nothing is picked, e.g. "Choose a bank". */
  placeholder?: string;
}

/** A labelled native select (phones show their own picker); `field-<name>` is its test id. */
export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  error,
  hint,
  required,
  disabled,
  placeholder,
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        className="wl-form-field__input wl-form-field__select"
        data-testid={`field-${name}`}
        value={value}
        disabled={disabled}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The primary submit button of a form, disabled while the form is sending. */
export function SubmitButton({
  busy,
  testId,
  large = false,
  className,
  children,
}: {
  busy: boolean;
  testId?: string;
  /** Pages whose form is the main act use the large button. */
  large?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['wl-button wl-button--primary', large && 'wl-button--lg', className];
  return (
    <button
      type="submit"
      className={classes.filter(Boolean).join(' ')}
      data-testid={testId}
      disabled={busy}
    >
      {children}
    </button>
  );
}
