import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** A button or image beside the input (SMS button, captcha picture). */
  addon?: ReactNode;
  /** Spans the whole row of a two-column form (fields with a button beside the input). */
  wide?: boolean;
}

/** A labelled input with its message underneath; `field-<name>` is the test id. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  required,
  addon,
  wide,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const className = ['wl-field', wide && 'wl-field--wide', error && 'has-error']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label className="wl-field__label" htmlFor={id}>
        {required && (
          <span className="wl-field__star" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="wl-field__row">
        <input
          id={id}
          name={name}
          className="wl-input"
          data-testid={`field-${name}`}
          value={value}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
        {addon}
      </div>
      {error && (
        <p id={`${id}-error`} className="wl-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
