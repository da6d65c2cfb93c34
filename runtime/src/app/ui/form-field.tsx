import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { PlatformError } from '../../../../contract/errors.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorText } from './error-text.ts';
import './form-field.css';

/** A whole form's failure (the server's answer), above its submit button. */
export function FormError({ error }: { error: PlatformError | string | null | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="wl-form-error" role="alert" data-testid="form-error">
      {typeof error === 'string' ? error : errorText(t, error)}
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
  /** Spans the whole row of a two-column form (fields with a button beside the input). */
  wide?: boolean;
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
  wide,
  className,
}: FieldFrameProps) {
  const classes = ['wl-form-field', wide && 'wl-form-field--wide', error && 'has-error', className]
    .filter(Boolean)
    .join(' ');
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

export type FormFieldType = 'text' | 'password' | 'email' | 'tel' | 'number' | 'search' | 'url';

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type' | 'name'
> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: FormFieldType;
  /** A button or image beside the input (SMS button, captcha picture). */
  addon?: ReactNode;
  /** Spans the whole row of a two-column form. */
  wide?: boolean;
}

/**
 * The one labelled text input of every form (member centre and sign-in alike); `field-<name>`
 * is its test id.
 */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required,
  addon,
  wide,
  ...rest
}: FormFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      className="wl-form-field__input"
      data-testid={`field-${name}`}
      {...rest}
      value={value}
      aria-required={required}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, error, hint)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} wide={wide}>
      {addon ? (
        <div className="wl-form-field__row">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
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
