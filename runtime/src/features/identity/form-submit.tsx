import type { ReactNode } from 'react';

interface Props {
  /** The form-level message (server answer or network failure), announced to screen readers. */
  error: string | null | undefined;
  busy: boolean;
  testId?: string;
  /** Popups and pages whose form is the main act use the large button. */
  large?: boolean;
  children: ReactNode;
}

/** The error line and submit button every identity form ends with. */
export function FormSubmit({ error, busy, testId, large = false, children }: Props) {
  return (
    <>
      {error && (
        <p className="wl-form__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className={`wl-button wl-button--primary${large ? ' wl-button--lg' : ''} wl-form__submit`}
        data-testid={testId}
        disabled={busy}
      >
        {children}
      </button>
    </>
  );
}
