import type { ReactNode } from 'react';
import { SubmitButton } from '../../app/ui/form-field.tsx';

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
      <SubmitButton busy={busy} testId={testId} large={large} className="wl-form__submit">
        {children}
      </SubmitButton>
    </>
  );
}
